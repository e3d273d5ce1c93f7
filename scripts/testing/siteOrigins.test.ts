// Which browser pages the local database lets in (scripts/lib/ports.ts), and where the site's servers listen.
// (Here rather than next to scripts/lib: jest skips folders named lib.)
import type { IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isSiteOrigin, listenHost } from '../lib/ports';
import { serveStatic } from '../lib/serveStatic';

const withHost = (host: string) => ({ headers: { host } }) as unknown as IncomingMessage;

afterEach(() => {
  delete process.env.SALON_LISTEN_HOST;
});

test('the host and the remotes on localhost and 127.0.0.1 are the site; nothing else is', () => {
  for (const port of [8080, 8081, 8082, 8083, 8084]) {
    expect(isSiteOrigin(`http://localhost:${port}`)).toBe(true);
    expect(isSiteOrigin(`http://127.0.0.1:${port}`)).toBe(true);
  }
  for (const origin of [
    'http://localhost:3000',
    'http://localhost',
    'https://localhost:8080',
    'http://sitio-ajeno.example:8080',
    'null',
    'http://192.168.1.5:8080',
  ]) {
    expect(isSiteOrigin(origin, withHost('127.0.0.1:9000'))).toBe(false);
  }
});

test('listening wider (SALON_LISTEN_HOST), a page on the site ports of the name the request went to is the site too', () => {
  process.env.SALON_LISTEN_HOST = '0.0.0.0';
  expect(listenHost()).toBe('0.0.0.0');
  expect(isSiteOrigin('http://192.168.1.5:8080', withHost('192.168.1.5:9000'))).toBe(true);
  expect(isSiteOrigin('http://192.168.1.6:8080', withHost('192.168.1.5:9000'))).toBe(false);
  expect(isSiteOrigin('http://192.168.1.5:3000', withHost('192.168.1.5:9000'))).toBe(false);
});

test('a build served on a free port listens on 127.0.0.1 and counts as the site while it is served', async () => {
  expect(listenHost()).toBe('127.0.0.1');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-origins-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  const server = await serveStatic(dir, 0);
  try {
    expect(isSiteOrigin(`http://127.0.0.1:${server.port}`)).toBe(true);
    const response = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(response.status).toBe(200);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  expect(isSiteOrigin(`http://127.0.0.1:${server.port}`)).toBe(false);
});
