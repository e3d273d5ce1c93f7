// The built site served as `npm start`, `npm run e2e` and `npm test` serve it: every app's dist on its port, the
// host's public routes rendered with the current data (scripts/render/livePages.ts, as renderPage in production).
import path from 'node:path';
import { startLivePages } from '../render/livePages';
import { APPS } from './apps';
import { serveStatic, type StaticServer } from './serveStatic';

export interface ServedSite {
  close(): Promise<void>;
}

/** `namespaces`: a request may name its database namespace (`?ns=`), as the end-to-end workers' raw requests do. */
export async function serveBuiltSite({ namespaces = false }: { namespaces?: boolean } = {}): Promise<ServedSite> {
  const host = APPS.find((app) => app.name === 'host')!;
  const livePages = startLivePages({ hostDist: path.join(host.dir, 'dist'), namespaces });
  const servers: StaticServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await livePages?.close();
  };
  try {
    for (const app of APPS) servers.push(await serveStatic(path.join(app.dir, 'dist'), app.port, undefined, app === host ? livePages : undefined));
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}
