// Who the server lets in: admin only with its secret (never `owner` alone), ID tokens whose claims come
// from the Auth emulator's record of the user (a stand-in here), browsers only from allowed origins, and
// requests only to a loopback name while it listens on 127.0.0.1.
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { get, ref, set } from 'firebase/database';
import WebSocket from 'ws';
import { authEmulatorUsers } from './authEmulator';
import { startRtdbServer } from './server';
import { PROJECT, startHarness, unsignedToken, type Harness } from './testUtils';

jest.setTimeout(30_000);

const SITE = 'http://localhost:8080';
const RULES = {
  rules: {
    publico: { '.read': true },
    privado: { '.read': "auth != null && auth.token.role === 'admin'", '.write': "auth != null && auth.token.role === 'admin'" },
    correo: { '.read': "auth != null && auth.token.email === 'ana@salon.test'" },
  },
};

/** The Auth emulator's admin lookup (accounts:lookup by localId), with users set by each test. */
const users = new Map<string, Record<string, unknown>>();
let lookups = 0;
let fakeAuth: Server;
let h: Harness;

beforeAll(async () => {
  fakeAuth = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      lookups += 1;
      const ok = req.url === `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup` && req.headers.authorization === 'Bearer owner';
      const ids = ok ? ((JSON.parse(body) as { localId: string[] }).localId ?? []) : [];
      const found = ids.map((id) => users.get(id)).filter(Boolean);
      res.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' }).end(JSON.stringify(found.length ? { users: found } : {}));
    });
  });
  await new Promise<void>((resolve) => fakeAuth.listen(0, '127.0.0.1', resolve));
  const authHost = `127.0.0.1:${(fakeAuth.address() as AddressInfo).port}`;
  h = await startHarness({
    rules: RULES,
    allowedOrigins: [SITE, 'http://127.0.0.1:8084'],
    verifyUser: authEmulatorUsers({ host: authHost, projectId: PROJECT, cacheMs: 0 }),
    initialData: { publico: { hola: 'mundo' }, privado: { cuenta: 1 }, correo: { x: 1 } },
  });
});

afterAll(async () => {
  await h.close();
  await new Promise<void>((resolve) => fakeAuth.close(() => resolve()));
});

beforeEach(() => users.clear());

const rest = (path: string, init: RequestInit & { auth?: string } = {}) =>
  fetch(`${h.server.url}/${path}.json${init.auth === undefined ? '' : `?auth=${encodeURIComponent(init.auth)}`}`, init);

describe('admin needs the secret', () => {
  test('`owner` alone is refused over REST, as ?auth= and as Bearer', async () => {
    const byParam = await rest('privado', { auth: 'owner' });
    expect(byParam.status).toBe(401);
    expect(await byParam.json()).toEqual({ error: "The credential 'owner' needs this server's admin secret." });
    expect((await rest('privado', { headers: { Authorization: 'Bearer owner' } })).status).toBe(401);
    expect((await rest('privado/cuenta', { method: 'PUT', body: '2', auth: 'owner' })).status).toBe(401);
    expect((await fetch(`${h.server.url}/.settings/rules.json?auth=owner`)).status).toBe(401);
    expect(h.server.getData('privado/cuenta')).toBe(1);
  });

  test('`owner` alone is refused over WebSocket, and the connection stays anonymous', async () => {
    const raw = await h.raw();
    expect(await raw.request('gauth', { cred: 'owner' })).toEqual({ s: 'invalid_token', d: "The credential 'owner' needs this server's admin secret." });
    expect(await raw.request('p', { p: '/privado/cuenta', d: 9 })).toMatchObject({ s: 'permission_denied' });
    expect(await raw.request('g', { p: '/privado', q: {} })).toMatchObject({ s: 'permission_denied' });
    // Acting as someone else (databaseAuthVariableOverride) needs the secret too.
    expect(await raw.request('gauth', { cred: 'owner', authvar: { uid: 'x', token: { role: 'admin' } } })).toMatchObject({ s: 'invalid_token' });
    expect(h.server.getData('privado/cuenta')).toBe(1);
  });

  test('a wrong secret is refused, the right one is admin over REST and WebSocket', async () => {
    expect((await rest('privado', { auth: 'f'.repeat(64) })).status).toBe(401);
    expect(await (await rest('privado', { auth: h.server.adminSecret })).json()).toEqual({ cuenta: 1 });
    expect((await rest('privado', { headers: { Authorization: `Bearer ${h.server.adminSecret}` } })).status).toBe(200);
    const raw = await h.raw();
    expect(await raw.request('gauth', { cred: h.server.adminSecret })).toMatchObject({ s: 'ok' });
    expect(await raw.request('p', { p: '/privado/cuenta', d: 2 })).toMatchObject({ s: 'ok' });
    expect(h.server.getData('privado/cuenta')).toBe(2);
    await h.server.setData('privado/cuenta', 1);
  });

  test('`owner` is admin on a WebSocket whose Basic credentials carry the secret (firebase-admin), and the handshake keeps them', async () => {
    const basic = (userinfo: string) => ({ Authorization: `Basic ${Buffer.from(userinfo).toString('base64')}` });
    const wrong = await h.raw(basic('0'.repeat(64)));
    expect(await wrong.request('gauth', { cred: 'owner' })).toMatchObject({ s: 'invalid_token' });
    const proven = await h.raw(basic(h.server.adminSecret));
    expect(proven.hello.d.d.h).toBe(`${h.server.adminSecret}@127.0.0.1:${h.server.port}`);
    expect(await proven.request('gauth', { cred: 'owner' })).toMatchObject({ s: 'ok' });
    expect(await proven.request('g', { p: '/privado', q: {} })).toEqual({ s: 'ok', d: { cuenta: 1 } });
  });

  test('firebase-admin without the secret gets nothing; with it, it is admin, also after reconnecting', async () => {
    const { initializeApp, deleteApp } = await import('firebase-admin/app');
    const { getDatabase } = await import('firebase-admin/database');
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${h.server.port}`;
    const plain = initializeApp({ projectId: PROJECT, databaseURL: `https://${PROJECT}.firebaseio.com` }, 'sin-secreto');
    try {
      // The SDK drops a connection whose credential is refused and keeps retrying: the read never succeeds.
      const read = getDatabase(plain)
        .ref('privado')
        .get()
        .then(
          (snap) => snap.val(),
          (error: Error) => error.message,
        );
      expect(await Promise.race([read, new Promise((resolve) => setTimeout(() => resolve('sin respuesta'), 2000))])).not.toEqual({ cuenta: 1 });
    } finally {
      getDatabase(plain).goOffline();
      await deleteApp(plain);
    }
    const admin = await h.admin();
    expect((await admin.ref('privado').get()).val()).toEqual({ cuenta: 1 });
    admin.goOffline();
    admin.goOnline();
    await admin.ref('privado/cuenta').set(3);
    expect(h.server.getData('privado/cuenta')).toBe(3);
    await h.server.setData('privado/cuenta', 1);
  });

  test('openOwner brings back the official emulator behaviour, on request only', async () => {
    const open = await startRtdbServer({ rules: RULES, openOwner: true, log: () => {} });
    try {
      expect((await fetch(`${open.url}/privado.json?auth=owner`)).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe("ID tokens: the claims are the Auth emulator's, not the token's", () => {
  test('a forged unsigned token claiming admin cannot read or write admin paths', async () => {
    users.set('intruso', { localId: 'intruso', email: 'intruso@example.com' });
    const forged = unsignedToken({ sub: 'intruso', user_id: 'intruso', role: 'admin' });
    expect((await rest('privado', { auth: forged })).status).toBe(401);
    expect((await rest('privado/cuenta', { method: 'PUT', body: '7', auth: forged })).status).toBe(401);
    const db = h.client({ sub: 'intruso', user_id: 'intruso', role: 'admin' });
    await expect(get(ref(db, 'privado'))).rejects.toThrow(/permission.denied/i);
    await expect(set(ref(db, 'privado/cuenta'), 7)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(h.server.getData('privado/cuenta')).toBe(1);
  });

  test('a token for a user the Auth emulator does not have is refused', async () => {
    const ghost = unsignedToken({ sub: 'fantasma', user_id: 'fantasma', role: 'admin' });
    expect(await (await rest('publico', { auth: ghost })).json()).toEqual({ error: 'Auth token names a user that does not exist.' });
    const raw = await h.raw();
    expect(await raw.request('auth', { cred: ghost })).toEqual({ s: 'invalid_token', d: 'Auth token names a user that does not exist.' });
  });

  test('a user whose record has the role gets it, and loses it when the record does', async () => {
    users.set('jefa', { localId: 'jefa', email: 'jefa@salon.test', customAttributes: '{"role":"admin"}' });
    const token = unsignedToken({ sub: 'jefa', user_id: 'jefa' }); // the role is not even in the token
    expect(await (await rest('privado', { auth: token })).json()).toEqual({ cuenta: 1 });
    users.set('jefa', { localId: 'jefa', email: 'jefa@salon.test', customAttributes: '{}' });
    expect((await rest('privado', { auth: token })).status).toBe(401);
  });

  test("the email the rules see is the record's; disabled users and revoked tokens are refused", async () => {
    users.set('u1', { localId: 'u1', email: 'beto@salon.test' });
    expect((await rest('correo', { auth: unsignedToken({ sub: 'u1', email: 'ana@salon.test' }) })).status).toBe(401);
    users.set('u1', { localId: 'u1', email: 'ana@salon.test', disabled: true });
    expect(await (await rest('correo', { auth: unsignedToken({ sub: 'u1' }) })).json()).toEqual({ error: 'The user account has been disabled.' });
    users.set('u1', { localId: 'u1', email: 'ana@salon.test', validSince: String(Math.floor(Date.now() / 1000) + 60) });
    expect(await (await rest('correo', { auth: unsignedToken({ sub: 'u1' }) })).json()).toEqual({ error: 'Auth token has been revoked.' });
    users.set('u1', { localId: 'u1', email: 'ana@salon.test' });
    expect(await (await rest('correo', { auth: unsignedToken({ sub: 'u1' }) })).json()).toEqual({ x: 1 });
  });

  test('messages sent right after `auth` wait for its check, in order', async () => {
    users.set('jefa', { localId: 'jefa', customAttributes: '{"role":"admin"}' });
    const raw = await h.raw();
    const before = lookups;
    const answers = [
      raw.request('auth', { cred: unsignedToken({ sub: 'jefa' }) }),
      raw.request('p', { p: '/privado/orden', d: 1 }),
      raw.request('g', { p: '/privado/orden', q: {} }),
    ];
    expect(await Promise.all(answers)).toEqual([expect.objectContaining({ s: 'ok' }), { s: 'ok', d: '' }, { s: 'ok', d: 1 }]);
    expect(lookups).toBe(before + 1);
    await h.server.setData('privado/orden', null);
  });
});

describe('browsers: only the allowed origins', () => {
  test("the site's origin gets CORS headers naming it; a foreign origin gets none and is refused", async () => {
    const mine = await fetch(`${h.server.url}/publico.json`, { headers: { Origin: SITE } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('access-control-allow-origin')).toBe(SITE);
    const remote = await fetch(`${h.server.url}/publico.json`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:8084' } });
    expect(remote.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8084');
    const foreign = await fetch(`${h.server.url}/publico.json`, { headers: { Origin: 'https://sitio-ajeno.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.json()).toEqual({ error: 'Origin not allowed' });
    // A "simple" cross-site POST would run even if its page cannot read the answer: it does not run.
    const post = await fetch(`${h.server.url}/publico.json?auth=${h.server.adminSecret}`, {
      method: 'POST',
      headers: { Origin: 'https://sitio-ajeno.example', 'Content-Type': 'text/plain' },
      body: '"x"',
    });
    expect(post.status).toBe(403);
    expect(h.server.getData('publico')).toEqual({ hola: 'mundo' });
    // Without Origin (Node, curl) there is no CORS header at all.
    expect((await fetch(`${h.server.url}/publico.json`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a WebSocket from a foreign origin is refused; from the site it connects', async () => {
    const url = `ws://127.0.0.1:${h.server.port}/.ws?v=5&ns=${PROJECT}`;
    const outcome = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, { origin });
        ws.on('unexpected-response', (_req, res) => resolve(`HTTP ${res.statusCode}`));
        ws.on('open', () => {
          ws.close();
          resolve('open');
        });
        ws.on('error', (error) => resolve(error.message));
      });
    expect(await outcome('https://sitio-ajeno.example')).toBe('HTTP 403');
    expect(await outcome(SITE)).toBe('open');
  });

  test('a browser that resets the connection after a refused WebSocket leaves the server serving', async () => {
    for (const [path, origin, answer] of [
      ['/.ws', 'https://sitio-ajeno.example', 'HTTP/1.1 403 Forbidden'],
      ['/otra', SITE, 'HTTP/1.1 404 Not Found'],
    ]) {
      const socket = connect(h.server.port, '127.0.0.1');
      const reply = await new Promise<string>((resolve, reject) => {
        socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        socket.once('error', reject);
        socket.write(
          `GET ${path}?v=5&ns=${PROJECT} HTTP/1.1\r\nHost: 127.0.0.1:${h.server.port}\r\nOrigin: ${origin}\r\n` +
            'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      expect(reply.split('\r\n')[0]).toBe(answer);
      // What a closing tab does to a connection with unread data: a TCP reset, not a goodbye.
      socket.resetAndDestroy();
      await new Promise((resolve) => socket.once('close', resolve));
    }
    expect(await (await rest('publico')).json()).toEqual({ hola: 'mundo' });
  });

  test('a request to another host name (DNS rebinding) is refused while listening on 127.0.0.1', async () => {
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: h.server.port, path: '/publico.json', headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status(`sitio-ajeno.example:${h.server.port}`)).toBe(403);
    expect(await status(`localhost:${h.server.port}`)).toBe(200);
    expect(await status(`127.0.0.1:${h.server.port}`)).toBe(200);
  });
});

test('it listens on 127.0.0.1 by default and cannot be reached on another address of this machine', async () => {
  expect(h.server.host).toBe('127.0.0.1');
  expect(h.server.url).toBe(`http://127.0.0.1:${h.server.port}`);
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((info) => info && !info.internal)
    .map((info) => info!.address);
  for (const address of others) {
    const host = address.includes(':') ? `[${address}]` : address;
    await expect(fetch(`http://${host}:${h.server.port}/publico.json`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
  }
});
