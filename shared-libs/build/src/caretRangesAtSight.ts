// A federation runtime plugin (module-federation.io, "Runtime Hooks": resolveShare), in every app's runtime
// (`runtimePlugins`, shared-libs/build/webpack.cjs). Each time a module is shared, the runtime checks the
// page's version against the range its consumer requires, and its check parses the range with a dozen regular
// expressions per call: on a phone at 4× CPU, tens of milliseconds of the start (docs/performance.md, "Version
// ranges read at sight"). Every singleton we share requires `^` its own version (shared-libs/build/federation.cjs),
// and a version meets the caret range of itself: that pair gets the runtime's own choice without the check.
// Any other pair (a remote built against another version, in a skew) keeps the runtime's resolver and its check.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A release version, `major.minor.patch` without pre-release or build: what our shared modules declare. */
const RELEASE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export default function caretRangesAtSight(): ModuleFederationRuntimePlugin {
  return {
    name: 'salon-rangos-a-la-vista',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      const required = shareInfo.shareConfig?.requiredVersion;
      if (shared && !shareInfo.treeShaking && RELEASE.test(version) && required === `^${version}`) {
        args.resolver = () => ({ shared, useTreesShaking: false });
      }
      return args;
    },
  };
}
