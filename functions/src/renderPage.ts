// renderPage: the public routes' HTML with the current public data, for Firebase Hosting, which rewrites those
// routes here (firebase.json, scripts/deploy/generate.ts) and keeps each answer in its CDN for as long as
// PUBLIC_PAGE_CACHE_CONTROL says: a change of prices, promotions, theme, title, home sections, galleries, the
// hall's facts or the WhatsApp number shows in the HTML within PUBLIC_PAGE_MAX_STALENESS_SECONDS, without a build.
// The page is rendered by the same renderer as the build's prerender (scripts/render/page.ts), from its bundle,
// which functions/build.mjs copies into lib/render with the build's kit and the prerendered pages. When the
// renderer, the data or the render fails, the prerendered page of the last build is answered instead (a page a
// little older, never a blank one) and the failure is logged for staff.
import { PUBLIC_PAGE_CACHE_CONTROL } from '@salon/firebase/publicPages';
import type { RendererBundle, RenderKit, RemotesManifest } from '../../scripts/render/kit';

export { routeFile as prerenderedFile } from '../../scripts/render/kit';

/** The renderer's bundle with its kit, as functions/build.mjs left them (undefined: the build had no host). */
export interface LoadedRenderer {
  bundle: RendererBundle;
  kit: RenderKit;
}

export interface RenderPageIO {
  renderer(): LoadedRenderer | undefined;
  /** The values of the public data's paths, as a visitor reads them. */
  readSnapshot(paths: readonly string[]): Promise<Record<string, unknown>>;
  /** The host's current remotes.json. */
  manifest(): Promise<RemotesManifest>;
  /** The prerendered page of a route (app.html for any other), from the last build; undefined when there is none. */
  prerendered(route: string): string | undefined;
  /** Logs a failure for staff (log.ts). */
  failed(error: unknown, route: string): void;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Which way the page was made, for the log and the tests. */
  source: 'renderizada' | 'prerenderizada' | 'ninguna';
}

/** `x-salon-pagina` says which way the page was made (`renderizada` or `prerenderizada`): what to look at in a response first. */
const htmlHeaders = (source: PageAnswer['source'], route: string, kit: RenderKit | undefined) => ({
  'content-type': 'text/html; charset=utf-8',
  // A route that is not a public page only gets here called directly: its shell is revalidated, as Hosting serves it.
  'cache-control': !kit || kit.routes.includes(route) ? PUBLIC_PAGE_CACHE_CONTROL : 'no-cache',
  'x-salon-pagina': source,
});

/** The page for `route` (a request's path): rendered now, or the prerendered one if anything fails. */
export async function handleRenderPage(route: string, io: RenderPageIO): Promise<PageAnswer> {
  const loaded = io.renderer();
  if (loaded && loaded.kit.routes.includes(route)) {
    try {
      const [snapshot, manifest] = await Promise.all([io.readSnapshot(loaded.kit.snapshotPaths), io.manifest()]);
      const body = loaded.bundle.renderPage(loaded.kit, manifest, snapshot, route);
      return { status: 200, headers: htmlHeaders('renderizada', route, loaded.kit), body, source: 'renderizada' };
    } catch (error) {
      io.failed(error, route);
    }
  } else if (!loaded) {
    io.failed(new Error('Falta el renderizador en el paquete de las funciones (functions/lib/render).'), route);
  }
  const prerendered = io.prerendered(route);
  if (prerendered !== undefined)
    return { status: 200, headers: htmlHeaders('prerenderizada', route, loaded?.kit), body: prerendered, source: 'prerenderizada' };
  return {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: 'El sitio no está disponible en este momento. Probá de nuevo en unos minutos.\n',
    source: 'ninguna',
  };
}

/**
 * remotes.json as the host's site serves it now (a remote released alone moves it without a deploy of the
 * functions), kept `ttlMs`; when it cannot be read, the copy bundled at the functions' build.
 */
export function liveManifest(fetchManifest: () => Promise<RemotesManifest>, bundled: () => RemotesManifest, now: () => number, ttlMs: number) {
  let kept: { manifest: RemotesManifest; at: number } | undefined;
  return async (): Promise<RemotesManifest> => {
    if (kept && now() - kept.at < ttlMs) return kept.manifest;
    let manifest: RemotesManifest;
    try {
      manifest = await fetchManifest();
      if (typeof manifest !== 'object' || manifest === null || typeof manifest.remotes !== 'object') throw new Error('remotes.json sin "remotes"');
    } catch {
      manifest = bundled();
    }
    kept = { manifest, at: now() };
    return manifest;
  };
}
