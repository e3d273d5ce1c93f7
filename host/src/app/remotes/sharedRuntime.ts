// One federation runtime per page (docs/performance.md, "One federation runtime"). A remote's entry built for
// the page's runtime (`experiments.externalRuntime`, shared-libs/build/webpack.cjs) does not carry the runtime:
// it reads it from the global `_FEDERATION_RUNTIME_CORE` when it starts. The host puts there the very runtime it
// runs, and only the parts those entries use: the federation's own provider (`provideExternalRuntime`) hands
// over the whole package, which made "/" 23 KB (gzip) heavier.
// Each part is named (core.X): the bundler keeps only those.
// The same entries borrow the bundler runtime's functions too
// (shared-libs/build/federation-stand-ins/pageFederationGlue.mjs): the host's main.js already holds them for
// itself, so lending them costs the page nothing.
import * as core from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/** Makes the page's federation runtime and glue the ones remotes' shared-runtime entries run on. Before any remote loads. */
export function provideRuntimeToRemotes(): void {
  const page = globalThis as { [GLOBAL_NAME]?: unknown };
  page[GLOBAL_NAME] ??= {
    CurrentGlobal: core.CurrentGlobal,
    Module: core.Module,
    ModuleFederation: core.ModuleFederation,
    assert: core.assert,
    getGlobalFederationConstructor: core.getGlobalFederationConstructor,
    getRemoteEntry: core.getRemoteEntry,
    getRemoteInfo: core.getRemoteInfo,
    helpers: core.helpers,
    loadScript: core.loadScript,
    loadScriptNode: core.loadScriptNode,
    registerGlobalPlugins: core.registerGlobalPlugins,
    satisfy: core.satisfy,
    setGlobalFederationConstructor: core.setGlobalFederationConstructor,
    setGlobalFederationInstance: core.setGlobalFederationInstance,
  };
  const glue = process.env.SALON_PAGE_GLUE_GLOBAL;
  if (glue) (page as Record<string, unknown>)[glue] ??= { bundlerRuntime, attachShareScopeMap };
}
