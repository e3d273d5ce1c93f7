// The static server caches as production does (firebase.json): content-hashed files for a year, everything
// else revalidated; every file has a strong ETag and a matching If-None-Match gets 304 without a body.
// (Here rather than next to scripts/lib/serveStatic.ts: jest skips folders named lib.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, etagMatches, serveStatic, type StaticServer } from './lib/serveStatic';
import { representPage } from './render/cache';

let dir: string;
let server: StaticServer;
const url = (pathname: string) => `http://127.0.0.1:${server.port}${pathname}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'salon-static-'));
  const write = (name: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  };
  write('index.html', '<!doctype html><title>inicio</title>');
  write('precios.html', '<!doctype html><title>precios</title>');
  write('main.js', 'console.log("main")');
  write('remoteEntry.js', 'console.log("entry")');
  write('remotes.json', '{"remotes":{}}');
  write('123.0a1b2c3d.js', 'console.log("chunk")');
  write('main.4e5f6a7b.css', 'body{margin:0}');
  server = await serveStatic(dir, 0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('hashed JavaScript and CSS are immutable for a year; the rest is revalidated', async () => {
  for (const file of ['/123.0a1b2c3d.js', '/main.4e5f6a7b.css']) {
    expect((await fetch(url(file))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  for (const file of ['/', '/index.html', '/remoteEntry.js', '/remotes.json', '/main.js', '/calendario']) {
    expect((await fetch(url(file))).headers.get('cache-control')).toBe('no-cache');
  }
  expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('/x/chunk.deadbeef.css')).toContain('immutable');
});

test('every file has a strong ETag, and If-None-Match answers 304 with no body (CORS kept)', async () => {
  for (const file of ['/', '/remoteEntry.js', '/remotes.json', '/123.0a1b2c3d.js', '/main.4e5f6a7b.css']) {
    const first = await fetch(url(file));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    await first.arrayBuffer();
    const again = await fetch(url(file), { headers: { 'If-None-Match': `"otra", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  }
});

test('the ETag follows the content and the encoding', async () => {
  const gzip = (await fetch(url('/main.js'))).headers.get('etag'); // fetch asks for gzip
  const plain = (await fetch(url('/main.js'), { headers: { 'Accept-Encoding': 'identity' } })).headers.get('etag');
  expect(gzip).not.toBe(plain);
  const stale = await fetch(url('/main.js'), { headers: { 'If-None-Match': '"no-es-este"' } });
  expect(stale.status).toBe(200);
  expect(await stale.text()).toBe('console.log("main")');
  writeFileSync(path.join(dir, 'main.js'), 'console.log("main, otra versión")');
  const changed = await fetch(url('/main.js'), { headers: { 'If-None-Match': gzip! } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(gzip);
});

test('routes get their prerendered page when there is one, else the app page; missing assets are 404', async () => {
  expect(await (await fetch(url('/precios'))).text()).toContain('precios');
  expect(await (await fetch(url('/calendario'))).text()).toContain('inicio');
  expect((await fetch(url('/falta.0a1b2c3d.js'))).status).toBe(404);
});

test('If-None-Match: weak comparison, lists and *', () => {
  expect(etagMatches('"a"', '"a"')).toBe(true);
  expect(etagMatches('W/"a"', '"a"')).toBe(true);
  expect(etagMatches('"b", "a"', '"a"')).toBe(true);
  expect(etagMatches('*', '"a"')).toBe(true);
  expect(etagMatches('"b"', '"a"')).toBe(false);
  expect(etagMatches(undefined, '"a"')).toBe(false);
});

test('a malformed address gets 400 and the server keeps answering', async () => {
  expect((await fetch(url('/%E0%A4%A'))).status).toBe(400);
  const after = await fetch(url('/remoteEntry.js'));
  expect(after.status).toBe(200);
  expect(await after.text()).toBe('console.log("entry")');
});

describe('pages rendered on demand (scripts/render/livePages.ts) come before the files', () => {
  let live: StaticServer;
  let rendered = '<!doctype html><title>precios</title><main>$ 150.000</main>';
  const liveUrl = (pathname: string) => `http://127.0.0.1:${live.port}${pathname}`;
  beforeAll(async () => {
    live = await serveStatic(dir, 0, '127.0.0.1', {
      page: async (address) =>
        address.pathname === '/precios' ? { ...representPage(rendered), cacheControl: 'public, max-age=0, s-maxage=30, stale-while-revalidate=30' } : undefined,
    });
  });
  afterAll(() => live.close());

  test('a public route gets its rendered page with the CDN’s cache time, gzip and a strong ETag; a change gets a new ETag', async () => {
    const first = await fetch(liveUrl('/precios'));
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    await expect(first.text()).resolves.toBe('<!doctype html><title>precios</title><main>$ 150.000</main>');
    const etag = first.headers.get('etag')!;
    const again = await fetch(liveUrl('/precios'), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    rendered = '<!doctype html><title>precios</title><main>$ 165.000</main>';
    const changed = await fetch(liveUrl('/precios'), { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    await expect(changed.text()).resolves.toBe('<!doctype html><title>precios</title><main>$ 165.000</main>');
  });

  test('any other address is served from the files, as before', async () => {
    const home = await fetch(liveUrl('/'));
    expect(home.headers.get('cache-control')).toBe('no-cache');
    await expect(home.text()).resolves.toBe('<!doctype html><title>inicio</title>');
  });
});
