// One federation runtime per page (docs/performance.md, "One federation runtime"). A remote's entry built for
// the page's runtime (`experiments.externalRuntime`, shared-libs/build/webpack.cjs) does not carry the runtime:
// it reads it from the global `_FEDERATION_RUNTIME_CORE` when it starts. The host puts there the very runtime it
// runs, and only the parts those entries use: the federation's own provider (`provideExternalRuntime`) hands
// over the whole package, which made "/" 23 KB (gzip) heavier.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/** Makes the page's federation runtime the one remotes' shared-runtime entries run on. Before any remote loads. */
export function provideRuntimeToRemotes(): void {
  const page = globalThis as { [GLOBAL_NAME]?: unknown };
  page[GLOBAL_NAME] ??= {
    CurrentGlobal,
    Module,
    ModuleFederation,
    assert,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    helpers,
    loadScript,
    loadScriptNode,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  };
}
