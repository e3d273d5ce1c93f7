// The home page is the host's own, but only "/" shows it: it comes in a chunk of its own, so every other page
// loads none of it (docs/performance.md, "The home page on its own"). On "/" the entry asks for it at once
// (src/index.ts), beside the rest of the start, instead of once the router has rendered.
export const HOME_PATH = '/';

/** Key of the home page among the pages prerendering hands over (./prerendered.tsx). */
export const HOME_PAGE_KEY = 'host/./HomePage';

export const loadHomePage = () => import(/* webpackChunkName: "home" */ '../features/home/HomePage');
