// Serves one app's production build the way a static host would (and as firebase.json asks Firebase Hosting
// to): gzip, a year + immutable for content-hashed files (`name.[8 hex].js|css`), `no-cache` (revalidate) for
// everything else (index.html, remotes.json, remoteEntry.js, main.js, images), a strong ETag on every file
// answered with 304 on `If-None-Match`, index.html for client-side routes, and CORS so the host page can load
// a remote's files (public files, the same any visitor gets). Listens on 127.0.0.1 unless told otherwise
// (SALON_LISTEN_HOST, see ports.ts). A page source, when given, answers first: the host's public routes rendered
// on demand with the current data (scripts/render/livePages.ts), else the files.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addServedPort, listenHost, removeServedPort } from './ports';

/** Pages answered before the files (the public routes rendered on demand, scripts/render/livePages.ts). */
export interface PageSource {
  page(url: URL): Promise<{ identity: Representation; gzip: Representation; cacheControl: string } | undefined>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

/** Files whose name carries their content hash (webpack's `[contenthash:8]`): they never change. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  return HASHED_FILE.test(file) ? IMMUTABLE : REVALIDATE;
}

/** True when an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return String(ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

export interface StaticServer {
  port: number;
  close(): Promise<void>;
}

export interface Representation {
  body: Buffer;
  etag: string;
}

/** One representation of a file or page, with the headers every answer gets (304 when the browser has it). */
function send(request: IncomingMessage, response: ServerResponse, { body, etag }: Representation, type: string, cacheControl: string, gzip: boolean): void {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if ((request.method === 'GET' || request.method === 'HEAD') && etagMatches(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, { ...headers, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function serveStatic(directory: string, port: number, host = listenHost(), pages?: PageSource): Promise<StaticServer> {
  const root = path.resolve(directory);
  // Per file (path + mtime + size): its bytes and their gzip, each with its own strong ETag (content hash).
  const cache = new Map<string, { identity: Representation; gzip?: Representation }>();
  async function load(file: string, gzip: boolean): Promise<Representation> {
    const stat = statSync(file);
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let entry = cache.get(key);
    if (!entry) {
      const body = await readFile(file);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      entry = { identity: { body, etag: `"${hash}"` } };
      cache.set(key, entry);
    }
    if (!gzip) return entry.identity;
    // A different representation has a different strong validator.
    entry.gzip ??= { body: gzipSync(entry.identity.body, { level: 9 }), etag: `"${entry.identity.etag.slice(1, -1)}-gz"` };
    return entry.gzip;
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (file !== root && !file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const rendered = await pages?.page(url);
    if (rendered) {
      send(request, response, acceptsGzip ? rendered.gzip : rendered.identity, TYPES['.html']!, rendered.cacheControl, acceptsGzip);
      return;
    }
    if (!isFile(file)) {
      // A missing asset is a real 404. A route is its prerendered page when there is one ("/precios" →
      // precios.html, as Firebase Hosting's cleanUrls), else the app's shell (app.html, or index.html).
      if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
        response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('No encontrado');
        return;
      }
      const candidates = [path.join(file, 'index.html'), `${file.replace(/[\\/]+$/, '')}.html`, path.join(root, 'app.html'), path.join(root, 'index.html')];
      file = candidates.find((candidate) => candidate.startsWith(root + path.sep) && isFile(candidate)) ?? path.join(root, 'index.html');
    }
    const extension = path.extname(file);
    const gzip = acceptsGzip && COMPRESSIBLE.has(extension);
    send(request, response, await load(file, gzip), TYPES[extension] ?? 'application/octet-stream', cacheControlFor(file), gzip);
  }

  // A malformed address (`/%E0`) answers 400 and a file that cannot be read (removed by a new build while it is
  // asked for) 500, instead of an unhandled rejection that stops the process and every app it serves.
  const server: Server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(error instanceof URIError ? 400 : 500, { 'Access-Control-Allow-Origin': '*' });
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`El puerto ${port} ya está en uso: ¿quedó otro "npm start" abierto?`) : error),
    );
    server.listen(port, host, () => {
      const actual = (server.address() as { port: number }).port;
      // Its pages may use the local database (which lets in only the site's own origins).
      addServedPort(actual);
      resolve({
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            removeServedPort(actual);
            server.close(() => done());
            // Browsers keep connections alive; do not wait for them to go idle.
            server.closeAllConnections();
          }),
      });
    });
  });
}
