// Stands in for @module-federation/runtime-core's utils/semver/index.js in every production build
// (docs/performance.md, "Version ranges read at sight"). The runtime checks a shared module's version against
// the range its consumer requires each time a module is shared, and its check builds and runs a dozen large
// regular expressions per call: ~35–40 ms of a phone's start at 4× CPU, inside the page's longest tasks.
// Every singleton we share requires `^` its own version (shared-libs/build/federation.cjs), and a version
// meets the caret range of itself: that answer is given at sight. Any other pair (a remote built against
// another version, in a skew) goes to the runtime's own check, unchanged.
// (The `?` makes the import a module of its own, which this stand-in does not replace.)
import { satisfy as satisfyRange } from 'salon-federation-runtime-core/utils/semver/index.js?rango';

/** A release version, `major.minor.patch` without pre-release or build: what our shared modules declare. */
const RELEASE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export function satisfy(version, range) {
  if (typeof version === 'string' && range === `^${version}` && RELEASE.test(version)) return true;
  return satisfyRange(version, range);
}
