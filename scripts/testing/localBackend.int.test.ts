// The running local backend (as npm start / npm test start it) against someone who can reach its ports:
// admin only with the secret in .local-data/admin-secret, ID token claims taken from the Auth emulator
// (a forged role counts for nothing), browsers only from the site's origins, everything on 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import WebSocket from 'ws';
// From ports, not the backend module: loading the backend's code holds jest's process for seconds on a cold cache,
// and a request sent after more than the Auth emulator's 5 s keep-alive goes out on a connection it has closed.
import { ADMIN_SECRET_FILE, DEMO_PROJECT_ID, PORTS, TEST_DATABASE_LOG, localAdminSecret } from '../lib/ports';
import { repoRoot } from '../lib/processes';
import { eventually } from './eventually';

const DB = `http://127.0.0.1:${PORTS.database}`;
const AUTH = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
const SITE = 'http://localhost:8080';

/** An unsigned ID token like the Auth emulator's, with whatever claims a forger likes. */
function forgedToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${DEMO_PROJECT_ID}`,
    aud: DEMO_PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

async function authCall(endpoint: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${AUTH}/${endpoint}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${endpoint}: ${JSON.stringify(json)}`);
  return json;
}

const read = (dbPath: string, auth?: string, headers: Record<string, string> = {}) =>
  fetch(`${DB}/${dbPath}.json${auth ? `?auth=${encodeURIComponent(auth)}` : ''}`, { headers });

/** The first answer of a raw WebSocket request sequence (the SDK's wire format). */
async function wsRequests(requests: Array<{ a: string; b: object }>, headers: Record<string, string> = {}): Promise<Array<{ s: string; d: unknown }>> {
  const ws = new WebSocket(`ws://127.0.0.1:${PORTS.database}/.ws?v=5&ns=${DEMO_PROJECT_ID}`, { headers });
  const answers = new Map<number, { s: string; d: unknown }>();
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString()) as { t: string; d: { r?: number; b?: { s: string; d: unknown } } };
      if (message.t === 'd' && typeof message.d.r === 'number') answers.set(message.d.r, message.d.b!);
      if (answers.size === requests.length) resolve();
    });
    ws.on('open', () => requests.forEach(({ a, b }, i) => ws.send(JSON.stringify({ t: 'd', d: { r: i + 1, a, b } }))));
  });
  ws.close();
  return requests.map((_, i) => answers.get(i + 1)!);
}

let visitor: { uid: string; idToken: string };

beforeAll(async () => {
  const email = `visitante-${randomBytes(4).toString('hex')}@example.com`;
  const signedUp = await authCall('accounts:signUp', { email, password: 'una-clave-cualquiera', returnSecureToken: true });
  visitor = { uid: signedUp.localId as string, idToken: signedUp.idToken as string };
});

afterAll(async () => {
  await fetch(`${AUTH}/projects/${DEMO_PROJECT_ID}/accounts:delete`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: visitor.uid }),
  });
});

describe('the admin secret', () => {
  test('lives in the git-ignored local data folder, readable by its owner only', () => {
    expect(ADMIN_SECRET_FILE).toBe(path.join(repoRoot, '.local-data', 'admin-secret'));
    expect(existsSync(ADMIN_SECRET_FILE)).toBe(true);
    expect(statSync(ADMIN_SECRET_FILE).mode & 0o777).toBe(0o600);
    expect(readFileSync(ADMIN_SECRET_FILE, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    // git check-ignore exits 0 when the path is ignored.
    expect(() => execFileSync('git', ['check-ignore', '-q', '.local-data/admin-secret'], { cwd: repoRoot })).not.toThrow();
  });

  test('works over REST; `owner` without it is refused over REST and WebSocket', async () => {
    expect((await read('presupuestos', localAdminSecret())).status).toBe(200);
    const owner = await read('presupuestos', 'owner');
    expect(owner.status).toBe(401);
    expect(await owner.json()).toEqual({ error: "The credential 'owner' needs this server's admin secret." });
    expect((await read('presupuestos', undefined, { Authorization: 'Bearer owner' })).status).toBe(401);
    expect((await fetch(`${DB}/config/pruebaOwner.json?auth=owner`, { method: 'PUT', body: '1' })).status).toBe(401);
    const [auth, write, get] = await wsRequests([
      { a: 'gauth', b: { cred: 'owner' } },
      { a: 'p', b: { p: '/config/pruebaOwner', d: 1 } },
      { a: 'g', b: { p: '/presupuestos', q: {} } },
    ]);
    expect(auth).toEqual({ s: 'invalid_token', d: "The credential 'owner' needs this server's admin secret." });
    expect(write!.s).toBe('permission_denied');
    expect(get!.s).toBe('permission_denied');
    expect((await read('config/pruebaOwner', localAdminSecret())).status).toBe(200);
    expect(await (await read('config/pruebaOwner', localAdminSecret())).json()).toBeNull();
  });

  test('with it, `owner` from firebase-admin is admin (Basic credentials of the WebSocket)', async () => {
    const basic = `Basic ${Buffer.from(localAdminSecret()).toString('base64')}`;
    const [auth, get] = await wsRequests(
      [
        { a: 'gauth', b: { cred: 'owner' } },
        { a: 'g', b: { p: '/contadores', q: {} } },
      ],
      { Authorization: basic },
    );
    expect(auth!.s).toBe('ok');
    expect(get!.s).toBe('ok');
  });
});

describe('ID tokens: roles come from the Auth emulator, not from the token', () => {
  test('a forged unsigned token claiming admin cannot read or write admin paths', async () => {
    for (const uid of [`intruso-${randomBytes(4).toString('hex')}`, visitor.uid]) {
      const forged = forgedToken({ sub: uid, user_id: uid, role: 'admin', email: 'admin@salon.test' });
      expect((await read('presupuestos', forged)).status).toBe(401);
      expect((await read('staff', forged)).status).toBe(401);
      const write = await fetch(`${DB}/appSettings/theme/primaryColor.json?auth=${forged}`, { method: 'PUT', body: '"#000000"' });
      expect(write.status).toBe(401);
      const [auth, put] = await wsRequests([
        { a: 'auth', b: { cred: forged } },
        { a: 'p', b: { p: '/appSettings/theme/primaryColor', d: '#000000' } },
      ]);
      expect(['ok', 'invalid_token']).toContain(auth!.s);
      expect(put!.s).toBe('permission_denied');
    }
    expect(await (await read('appSettings/theme/primaryColor')).json()).not.toBe('#000000');
  });

  test('a real sign-in carries the role the Auth emulator gives', async () => {
    const admin = await authCall('accounts:signInWithPassword', { email: 'admin@salon.test', password: 'salon-admin-123', returnSecureToken: true });
    expect((await read('presupuestos', admin.idToken as string)).status).toBe(200);
    // The visitor's genuine token has no role: it reads what visitors read, nothing else.
    expect((await read('datosId/8', visitor.idToken)).status).toBe(200);
    expect((await read('presupuestos', visitor.idToken)).status).toBe(401);
  });
});

describe("browsers: only the site's own origins", () => {
  test.each([SITE, 'http://127.0.0.1:8080', 'http://localhost:8084', 'http://127.0.0.1:8083'])('%s gets CORS headers naming it', async (origin) => {
    const response = await read('datosId/8', undefined, { Origin: origin });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  });

  test.each(['https://sitio-ajeno.example', 'http://localhost:3000', 'null'])('%s gets no CORS header and is refused', async (origin) => {
    const response = await read('datosId/8', undefined, { Origin: origin });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a WebSocket from a foreign page is refused', async () => {
    const status = await new Promise<number | string>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${PORTS.database}/.ws?v=5&ns=${DEMO_PROJECT_ID}`, { origin: 'https://sitio-ajeno.example' });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode!));
      ws.on('open', () => {
        ws.close();
        resolve('open');
      });
      ws.on('error', (error) => resolve(error.message));
    });
    expect(status).toBe(403);
  });
});

/** Listening TCP sockets of this network namespace, by port: their local addresses (Linux /proc). */
function listeningAddresses(): Map<number, string[]> {
  const found = new Map<number, string[]>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local) continue; // 0A = LISTEN
      const [hex, portHex] = local.split(':') as [string, string];
      const address =
        hex.length === 8
          ? hex
              .match(/../g)!
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join('.')
          : hex === '0'.repeat(24) + '01000000'
            ? '::1'
            : hex === '0'.repeat(32)
              ? '::'
              : `ipv6:${hex}`;
      const port = parseInt(portHex, 16);
      found.set(port, [...(found.get(port) ?? []), address]);
    }
  }
  return found;
}

test('the database and the emulators listen on 127.0.0.1 only', () => {
  if (!existsSync('/proc/net/tcp')) return; // not Linux: nothing to read the sockets from
  const sockets = listeningAddresses();
  for (const port of [PORTS.database, PORTS.auth, PORTS.functions]) expect(sockets.get(port)).toEqual(['127.0.0.1']);
  for (const port of [PORTS.emulatorHub, 4500, 9299, 9499]) {
    for (const address of sockets.get(port) ?? []) expect(address).toBe('127.0.0.1');
  }
});

test("npm test's database server explains each refused write in its log file, .test-artifacts/base-de-datos.log", async () => {
  const key = `pruebaRegistro${randomBytes(4).toString('hex')}`;
  expect((await fetch(`${DB}/config/${key}.json`, { method: 'PUT', body: '1' })).status).toBe(401);
  await eventually(() => {
    const log = readFileSync(TEST_DATABASE_LOG, 'utf8');
    // No .write rule grants a visitor /config, whatever is written: refused before its body is read, and said so.
    expect(log).toContain(`escritura denegada en /config/${key} (anónimo): ninguna regla .write la permite`);
  });
});
