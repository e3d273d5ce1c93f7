// Stands in for @module-federation/runtime-core's utils/preload.js in every production build (docs/performance.md,
// "A runtime without preloading"): only preloadRemote and the snapshot plugin use it, and neither runs here.
// The prerendered page preloads what the current route needs by itself (scripts/prerender.ts).
const PRELOAD_LEFT_OUT =
  'preloadRemote no está en este runtime de federación: la página precarga lo que usa (docs/performance.md, "A runtime without preloading")';

const leftOut = () => {
  throw new Error(PRELOAD_LEFT_OUT);
};

export const defaultPreloadArgs = leftOut;
export const formatPreloadArgs = leftOut;
export const normalizePreloadExposes = leftOut;
export const preloadAssets = leftOut;
