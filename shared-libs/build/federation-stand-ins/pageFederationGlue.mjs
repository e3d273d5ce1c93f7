// Stands in for @module-federation/webpack-bundler-runtime in a remote's entry for the page
// (SHARED_RUNTIME_ENTRY; docs/performance.md, "One federation runtime"). The bundler runtime's functions are
// stateless (they work on the `webpackRequire` they are given: test/pageFederationGlue.test.ts checks it), so this entry
// borrows the page's copies from the host (host/src/app/remotes/sharedRuntime.ts) instead of carrying them.
// What holds a build's state is made here, new for this entry, exactly as the package's own index makes it.
import * as runtime from '@module-federation/runtime';
// The host exposes nothing, so its build leaves this one out (FEDERATION_HAS_EXPOSES): a remote brings its own.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const GLUE_GLOBAL = process.env.SALON_PAGE_GLUE_GLOBAL;
const page = globalThis[GLUE_GLOBAL];
// A host that does not lend it (older than this entry): fail at once, so the host loads remoteEntry.js.
if (!page) throw new Error(`Esta entrada corre sobre la federación de la página, que no trae ${GLUE_GLOBAL}`);

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...page.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: page.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
