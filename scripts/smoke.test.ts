// The smoke check against a small local site: every check ok when pages, headers, remotes, prices and functions
// are right; a page whose price differs from the database's, and a function answering 500, fail in Spanish.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smoke, smokeTable } from './smoke';

const HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'",
};
let stored: Record<string, number> = { b_precio_3hs_7: 510000 };
const shownPrice = '$ 510.000';
let functionStatus = 400;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/datosId/8.json') return response.writeHead(200).end(JSON.stringify(stored));
    if (url.pathname === '/askAI') return response.writeHead(functionStatus).end();
    if (url.pathname === '/remotes.json') {
      const remotes = Object.fromEntries(['catalog', 'calendar', 'chat', 'backoffice'].map((name) => [name, `${base}/${name}/remoteEntry.js`]));
      return response.writeHead(200, HEADERS).end(JSON.stringify({ remotes }));
    }
    if (url.pathname.endsWith('/remoteEntry.js')) return response.writeHead(200, { 'access-control-allow-origin': '*' }).end('');
    if (url.pathname.startsWith('/__/')) return response.writeHead(404).end();
    const price = url.pathname === '/precios7' ? `<dd data-field="b_precio_3hs_">${shownPrice}</dd>` : '';
    response.writeHead(200, { ...HEADERS, 'content-type': 'text/html' }).end(`<html><body>${price}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const run = () => smoke({ site: base, database: `${base}?ns=demo`, functions: base });

it('every check is ok on a site that is right', async () => {
  const checks = await run();
  expect(checks.filter((check) => !check.ok)).toEqual([]);
  expect(checks.map((check) => check.name)).toEqual([
    'Página /',
    'Página /precios',
    'Página /preciosfinde',
    'Página /calculadora',
    'Página /calendario',
    'Página /fotos',
    'remotes.json y remoteEntry de cada remote',
    'Precios del HTML = precios de la base',
    'Funciones (askAI responde)',
  ]);
  expect(checks.find((check) => check.name.startsWith('Precios'))!.detail).toBe('1 precios iguales');
});

it('a price that differs from the database and a failing function are "falla"', async () => {
  stored = { b_precio_3hs_7: 560000 };
  functionStatus = 500;
  const table = smokeTable(await run());
  expect(table).toContain('Precios del HTML = precios de la base      falla      /precios7 b_precio_3hs_: la página dice "$ 510.000", la base "$ 560.000"');
  expect(table).toContain('Funciones (askAI responde)                 falla      askAI respondió 500');
});
