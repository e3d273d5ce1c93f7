// What the deploy writes from the sites list (./sites.ts): firebase.json's hosting section (one CSP for every
// site, naming the remotes' origins), the project's Hosting targets in .firebaserc, and the host's production
// remotes.json. Pure functions: `npm run deploy -- --plan` prints them and a test pins them.
import { FUNCTIONS_REGION } from '@salon/firebase/region';
import { PUBLIC_PAGE_CACHE_CONTROL, RENDER_PAGE_FUNCTION } from '@salon/firebase/publicPages';
import { PRERENDERED_PATHS } from '../../host/src/app/routeTables';
import { routeFile } from '../render/kit';
import { REMOTE_TARGETS, SITE_TARGETS, type Sites, type SiteTarget } from './sites';

/** Hashes of the prerendered pages' inline scripts (scripts/hosting.e2e.test.ts names a changed one). */
export const INLINE_SCRIPT_HASHES = [
  "'sha256-2/+Et7DWGsiMfuL5veNpS/lSugVopZ72Z+PWKj6qYVg='",
  "'sha256-EtlFzNJDRUvTvf1kbVhjUwEv3aR7tFeQ+UUezpX7i50='",
  "'sha256-rVFZYSugF+DumWgR+WFqfIse13bi1nQreFyBK6f/1ZI='",
  "'sha256-5PT094ROH7wz4DixseiPm9Wyc+OglSXg/zIToc/zT/c='",
];

/** How long the host waits for a remote before its place says it is slow (remotes.json). */
export const REMOTE_TIMEOUT_MS = 15_000;

export function contentSecurityPolicy(sites: Sites): string {
  const remotes = REMOTE_TARGETS.map((target) => sites[target].origin).join(' ');
  const database = 'https://*.firebaseio.com https://*.firebasedatabase.app';
  // App Check's reCAPTCHA Enterprise (shared-libs/firebase/src/app.ts): its script, its frame, and the token exchange.
  const recaptcha = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
  return [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_HASHES.join(' ')} ${remotes} ${database} ${recaptcha}`,
    "worker-src 'self' blob:",
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes} https:`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes} https://*.firebaseio.com wss://*.firebaseio.com https://*.firebasedatabase.app wss://*.firebasedatabase.app ` +
      'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://*.cloudfunctions.net https://www.googleapis.com ' +
      'https://content-firebaseappcheck.googleapis.com',
    "frame-src 'self' https://*.firebaseapp.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const header = (key: string, value: string) => ({ key, value });

/** Firebase's own ignore list, which a site's `ignore` replaces. */
const DEFAULT_IGNORE = ['firebase.json', '**/.*', '**/node_modules/**'];

/**
 * The host's public routes go to renderPage, which renders them with the current data (functions/src/renderPage.ts).
 * Hosting answers a file before any rewrite, so their prerendered files are left out of the upload (`ignore`):
 * renderPage carries them, as its fallback. Every other route gets the app's shell.
 */
function hostRouting(): object {
  return {
    cleanUrls: true,
    ignore: [...DEFAULT_IGNORE, ...PRERENDERED_PATHS.map(routeFile)],
    rewrites: [
      ...PRERENDERED_PATHS.map((route) => ({ source: route, function: { functionId: RENDER_PAGE_FUNCTION, region: FUNCTIONS_REGION } })),
      { source: '**', destination: '/app.html' },
    ],
  };
}

/** The public routes, as one RE2 expression (`/`, `/precios`, …): what the CDN may keep, for as long as renderPage says. */
export const PUBLIC_ROUTES_REGEX = `^/(${PRERENDERED_PATHS.filter((route) => route !== '/')
  .map((route) => route.slice(1))
  .join('|')})?$`;

/** One Hosting site of firebase.json: the host serves host/dist, a remote its releases (scripts/release.ts). */
function hostingSite(target: SiteTarget, csp: string): object {
  const isHost = target === 'host';
  const everyFile = [
    header('Cache-Control', 'no-cache'),
    ...(isHost ? [] : [header('Access-Control-Allow-Origin', '*')]),
    header('Content-Security-Policy', csp),
    header('X-Content-Type-Options', 'nosniff'),
    header('Referrer-Policy', 'strict-origin-when-cross-origin'),
    header('X-Frame-Options', 'DENY'),
    header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'),
  ];
  return {
    target,
    public: isHost ? 'host/dist' : `remotes/${target}/releases`,
    ...(isHost ? hostRouting() : { ignore: ['**/.*'] }),
    // Hosting applies every rule that matches, the last one's value winning for a header named twice.
    headers: [
      { source: '**', headers: everyFile },
      { regex: '^/.*\\.[0-9a-f]{8}\\.(js|css)$', headers: [header('Cache-Control', 'public, max-age=31536000, immutable')] },
      { source: '**/@(remoteEntry*.js|remotes.json|*.html)', headers: [header('Cache-Control', 'no-cache')] },
      // renderPage's own Cache-Control, named here too so that the rule for every file does not override it.
      ...(isHost ? [{ regex: PUBLIC_ROUTES_REGEX, headers: [header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)] }] : []),
    ],
  };
}

export function hostingConfig(sites: Sites): object[] {
  const csp = contentSecurityPolicy(sites);
  return SITE_TARGETS.map((target) => hostingSite(target, csp));
}

/** firebase.json with its hosting section made from the list; everything else as it is. */
export function firebaseJson(current: Record<string, unknown>, sites: Sites): string {
  return JSON.stringify({ ...current, hosting: hostingConfig(sites) }, null, 2) + '\n';
}

interface FirebaseRc {
  projects?: Record<string, string>;
  targets?: Record<string, { hosting?: Record<string, string[]> } & Record<string, unknown>>;
  [key: string]: unknown;
}

/** .firebaserc with `project`'s Hosting targets set from the list; other projects' entries kept. */
export function firebaseRc(current: FirebaseRc, project: string, sites: Sites): string {
  const hosting = Object.fromEntries(SITE_TARGETS.map((target) => [target, [sites[target].site]]));
  const targets = { ...current.targets, [project]: { ...current.targets?.[project], hosting } };
  return JSON.stringify({ ...current, targets }, null, 2) + '\n';
}

/** The host's production remotes.json: each remote at its site's root, before its release folder is added. */
export function remotesJson(sites: Sites): string {
  const remotes = Object.fromEntries(REMOTE_TARGETS.map((target) => [target, `${sites[target].origin}/remoteEntry.js`]));
  return JSON.stringify({ timeoutMs: REMOTE_TIMEOUT_MS, remotes }, null, 2) + '\n';
}
