// How long a public page's HTML may be kept by a shared cache (Firebase Hosting's CDN), in one place: the
// renderPage function sends it (functions/src/renderPage.ts), firebase.json names it for the same routes
// (scripts/deploy/generate.ts), and `npm start` sends it too (scripts/render/livePages.ts). Why these numbers:
// docs/deploying.md, "Public pages rendered with the current data". Importless, so the functions' build takes it.

/** Seconds the CDN serves a rendered page without asking the function again. */
export const PUBLIC_PAGE_CDN_SECONDS = 30;
/** Seconds after that during which the CDN may still serve it once while it asks the function for a new one. */
export const PUBLIC_PAGE_STALE_SECONDS = 30;
/**
 * The oldest a page may be when a visitor gets it: what a change of the public data waits, at most, before its
 * HTML shows it (the two above added). The browser itself keeps nothing (max-age=0): it revalidates each visit.
 */
export const PUBLIC_PAGE_MAX_STALENESS_SECONDS = PUBLIC_PAGE_CDN_SECONDS + PUBLIC_PAGE_STALE_SECONDS;

export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_CDN_SECONDS}, stale-while-revalidate=${PUBLIC_PAGE_STALE_SECONDS}`;

/** The function Hosting rewrites the public routes to. */
export const RENDER_PAGE_FUNCTION = 'renderPage';
