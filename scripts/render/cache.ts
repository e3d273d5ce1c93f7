// The pages rendered on demand, kept until the data they were rendered from changes: `npm start` serves a page
// from here as fast as a file (its bytes, their gzip and their ETags made once), and renders it again only on
// the first request after a change of the public data (./livePages.ts calls invalidate). Kept per data scope (a
// database namespace), so one end-to-end worker's change leaves the other workers' pages alone.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface Representation {
  body: Buffer;
  /** Strong, from the content: the same page rendered again keeps its ETag, and a browser's copy stays valid. */
  etag: string;
}

export interface CachedPage {
  identity: Representation;
  gzip: Representation;
}

export function representPage(html: string): CachedPage {
  const body = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { identity: { body, etag: `"${hash}"` }, gzip: { body: gzipSync(body, { level: 9 }), etag: `"${hash}-gz"` } };
}

export interface PageCache {
  /** The page of `route` in `scope`, rendered now if no render of the current data is kept. */
  get(route: string, scope: string): Promise<CachedPage>;
  /** The data of `scope` changed: its pages are rendered again on their next request. */
  invalidate(scope: string): void;
}

export function createPageCache(render: (route: string, scope: string) => Promise<string>): PageCache {
  const pages = new Map<string, Map<string, Promise<CachedPage>>>();
  return {
    get(route, scope) {
      let scoped = pages.get(scope);
      if (!scoped) pages.set(scope, (scoped = new Map<string, Promise<CachedPage>>()));
      const kept = scoped.get(route);
      if (kept) return kept;
      const rendering = render(route, scope).then(representPage);
      scoped.set(route, rendering);
      // A failed render is not kept: the next request tries again. A render still running when the data changes
      // answers the requests already waiting for it, and is not kept (invalidate dropped the scope's pages).
      rendering.catch(() => {
        if (pages.get(scope)?.get(route) === rendering) pages.get(scope)!.delete(route);
      });
      return rendering;
    },
    invalidate(scope) {
      pages.delete(scope);
    },
  };
}
