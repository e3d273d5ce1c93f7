// `npm start` (and the end-to-end tests' server) serves the public routes as the renderPage function does in
// production: rendered with the current public data by the renderer's bundle (./bundle.ts), kept in a cache
// (./cache.ts) until the database says that data changed. It listens to the public data's paths (the kit's
// snapshotPaths) with firebase-admin on the local backend: every change of one of them drops that namespace's
// pages, and the next request renders them again. A kept page is answered like a file (serveStatic). When the
// renderer is missing, the data has not arrived or the render fails, the request gets the prerendered file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabaseWithUrl, type Database, type DataSnapshot, type Reference } from 'firebase-admin/database';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@salon/firebase/publicPages';
import { DEMO_PROJECT_ID, adminDatabaseHost, databaseUrl } from '../lib/ports';
import { KIT_FILE, RENDERER_FILE, renderDirFor } from './bundle';
import { createPageCache, type CachedPage } from './cache';
import type { RendererBundle, RenderKit, RemotesManifest } from './kit';

/** How long a request waits for the public data's first values before it gets the prerendered file. */
const FIRST_DATA_TIMEOUT_MS = 5000;
/** A namespace a request may name with `?ns=` (the end-to-end workers'), as the Functions emulator takes it. */
const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,62}$/;

export interface LivePage extends CachedPage {
  cacheControl: string;
}

export interface LivePages {
  /** The page for this address, or undefined: not a public route, or served from its file. */
  page(url: URL): Promise<LivePage | undefined>;
  close(): Promise<void>;
}

interface LiveData {
  values: Record<string, unknown>;
  ready: Promise<void>;
  stop(): void;
}

export interface LivePagesOptions {
  hostDist: string;
  /** Whether a request may name its database namespace (`?ns=`); otherwise every page reads the demo project's. */
  namespaces?: boolean;
  log?: (message: string) => void;
}

/** Listens to each public path of `db`; `changed` runs on every value after the first value of every path. */
export function listen(db: Pick<Database, 'ref'>, paths: readonly string[], changed: () => void): LiveData {
  const values: Record<string, unknown> = {};
  const refs: Reference[] = [];
  const pending = new Set(paths);
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  for (const storagePath of paths) {
    const ref = db.ref(storagePath);
    refs.push(ref);
    ref.on('value', (snapshot: DataSnapshot) => {
      values[storagePath] = snapshot.val();
      if (pending.delete(storagePath)) {
        if (pending.size === 0) markReady();
      } else if (pending.size === 0) changed();
    });
  }
  return { values, ready, stop: () => refs.forEach((ref) => ref.off()) };
}

export function startLivePages({ hostDist, namespaces = false, log = console.warn }: LivePagesOptions): LivePages | undefined {
  const renderDir = renderDirFor(hostDist);
  if (!existsSync(path.join(renderDir, RENDERER_FILE))) {
    log('Páginas públicas: falta el renderizador (npm run prerender lo escribe); se sirven las prerenderizadas.');
    return undefined;
  }
  const kit = JSON.parse(readFileSync(path.join(renderDir, KIT_FILE), 'utf8')) as RenderKit;
  const renderer = require(path.join(renderDir, RENDERER_FILE)) as RendererBundle;
  const routes = new Set(kit.routes);
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = adminDatabaseHost(process.env.FIREBASE_DATABASE_EMULATOR_HOST);
  const app: App = initializeApp({ projectId: DEMO_PROJECT_ID }, `paginas-publicas-${Date.now()}`);
  const live = new Map<string, LiveData>();
  const cache = createPageCache(async (route, namespace) => {
    const data = dataOf(namespace);
    await Promise.race([
      data.ready,
      new Promise((_, reject) => setTimeout(() => reject(new Error('los datos públicos no llegaron a tiempo')), FIRST_DATA_TIMEOUT_MS).unref()),
    ]);
    // Read on every render: a release of a remote moves it without restarting the server (scripts/release.ts).
    const manifest = JSON.parse(readFileSync(path.join(hostDist, 'remotes.json'), 'utf8')) as RemotesManifest;
    return renderer.renderPage(kit, manifest, { ...data.values }, route);
  });
  function dataOf(namespace: string): LiveData {
    let data = live.get(namespace);
    if (!data) {
      data = listen(getDatabaseWithUrl(databaseUrl(namespace), app), kit.snapshotPaths, () => cache.invalidate(namespace));
      live.set(namespace, data);
    }
    return data;
  }

  return {
    async page(url) {
      if (!routes.has(url.pathname)) return undefined;
      const asked = url.searchParams.get('ns');
      const namespace = namespaces && asked && NAMESPACE.test(asked) ? asked : DEMO_PROJECT_ID;
      try {
        return { ...(await cache.get(url.pathname, namespace)), cacheControl: PUBLIC_PAGE_CACHE_CONTROL };
      } catch (error) {
        log(`Páginas públicas: no se pudo generar ${url.pathname} (${(error as Error).message}); se sirve la prerenderizada.`);
        return undefined;
      }
    },
    async close() {
      for (const data of live.values()) data.stop();
      await deleteApp(app);
    },
  };
}
