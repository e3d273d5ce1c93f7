// Serves one app's production build the way a static host would: gzip, long cache for hashed files,
// index.html for client-side routes, and CORS so the host page can load a remote's files.
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

export interface StaticServer {
  port: number;
  close(): Promise<void>;
}

export function serveStatic(root: string, port: number, host = '0.0.0.0'): Promise<StaticServer> {
  const gzipCache = new Map<string, Buffer>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Client-side routes get the app's page; a missing asset is a real 404.
      if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
        response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('No encontrado');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const extension = path.extname(file);
    const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(extension)) {
      const key = `${file}:${statSync(file).mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(await readFile(file), { level: 9 });
        gzipCache.set(key, body);
      }
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`El puerto ${port} ya está en uso: ¿quedó otro "npm start" abierto?`) : error),
    );
    server.listen(port, host, () =>
      resolve({
        port: (server.address() as { port: number }).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
