// Helpers for the integration tests: a server per test file and real SDK clients pointed at it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signOut, type Auth } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, onValue, type Database, type DataSnapshot, type EmulatorMockTokenOptions, type Query } from 'firebase/database';
import type { App as AdminApp } from 'firebase-admin/app';
import WebSocket from 'ws';
import { startRtdbServer, type RtdbServer, type RtdbServerOptions } from './server';

export const PROJECT = 'demo-test';
export const HOST = '127.0.0.1';

/** An unsigned ID token like the Auth emulator's (alg "none"), valid for an hour unless told otherwise. */
export function unsignedToken(claims: Record<string, unknown>, { expired = false } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const iat = expired ? now - 7200 : now;
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    iat,
    exp: iat + 3600,
    auth_time: iat,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
  const part = (obj: unknown) => Buffer.from(JSON.stringify(obj)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/** A custom token as the Auth emulator takes one (strict JSON, unsigned): `uid` with these custom claims. */
export function customToken(uid: string, claims: Record<string, unknown> = {}): string {
  return JSON.stringify({ uid, claims });
}

const IDENTITY_TOOLKIT = '/identitytoolkit.googleapis.com/v1';

/**
 * The Auth emulator's answers to what firebase/auth asks on a custom-token sign-in (Identity Toolkit REST:
 * accounts:signInWithCustomToken, then accounts:lookup): an unsigned ID token with the custom token's uid and
 * claims, and the user it names. The database server's own tests run without the Auth emulator, which takes
 * most of a minute to start on a busy machine; the harness's server takes a token's claims as they come.
 */
async function startAuthStandIn(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, json: object) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      const endpoint = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const request = JSON.parse(body || '{}') as { token?: string; idToken?: string };
      if (endpoint === `${IDENTITY_TOOLKIT}/accounts:signInWithCustomToken` && request.token) {
        const { uid, claims } = JSON.parse(request.token) as { uid: string; claims: Record<string, unknown> };
        const idToken = unsignedToken({ ...claims, user_id: uid, sub: uid, firebase: { sign_in_provider: 'custom', identities: {} } });
        reply(200, { kind: 'identitytoolkit#VerifyCustomTokenResponse', isNewUser: false, idToken, refreshToken: `refresh-${uid}`, expiresIn: '3600' });
      } else if (endpoint === `${IDENTITY_TOOLKIT}/accounts:lookup` && request.idToken) {
        const { sub } = JSON.parse(Buffer.from(request.idToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
        reply(200, { kind: 'identitytoolkit#GetAccountInfoResponse', users: [{ localId: sub, customAuth: true }] });
      } else {
        reply(400, { error: { code: 400, message: 'OPERATION_NOT_ALLOWED' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return server;
}

export interface Harness {
  server: RtdbServer;
  /** What the server logged, in order. */
  logs: readonly string[];
  /** A client app with its own connection; `user` becomes a mockUserToken (unsigned JWT). */
  client(user?: EmulatorMockTokenOptions): Database;
  /** Like client(), on namespace `ns` (databaseURL `?ns=<ns>`) instead of PROJECT. */
  clientIn(ns: string, user?: EmulatorMockTokenOptions): Database;
  /**
   * A client whose identity is its app's firebase/auth (signed out at first): signInWithCustomToken(auth,
   * customToken(…)) and signOut(auth) change it on the open connection, as on the site.
   */
  clientWithAuth(): Promise<{ db: Database; auth: Auth }>;
  /** The admin SDK (FIREBASE_DATABASE_EMULATOR_HOST with the server's secret), as Cloud Functions and scripts use it. */
  admin(ns?: string): Promise<import('firebase-admin/database').Database>;
  /** A raw WebSocket speaking the wire protocol (headers: e.g. Authorization, Origin). */
  raw(headers?: Record<string, string>): Promise<RawClient>;
  close(): Promise<void>;
}

let appCounter = 0;

export async function startHarness(opts: RtdbServerOptions = {}): Promise<Harness> {
  setLogLevel('error'); // the SDK warns on every denied write; the tests expect those denials
  const logs: string[] = [];
  const server = await startRtdbServer({ log: (m) => logs.push(m), ...opts });
  const apps: FirebaseApp[] = [];
  const adminApps: AdminApp[] = [];
  const raws: RawClient[] = [];
  const auths: Auth[] = [];
  let authStandIn: Promise<Server> | undefined;
  const databaseURL = `http://${HOST}:${server.port}?ns=${PROJECT}`;

  const newApp = (url = databaseURL) => {
    // firebase/auth needs an API key; the Auth emulator takes any.
    const app = initializeApp({ projectId: PROJECT, databaseURL: url, apiKey: 'demo-key' }, `client-${++appCounter}`);
    apps.push(app);
    return app;
  };

  return {
    server,
    logs,
    client(user) {
      const db = getDatabase(newApp());
      connectDatabaseEmulator(db, HOST, server.port, user ? { mockUserToken: user } : undefined);
      return db;
    },
    clientIn(ns, user) {
      const db = getDatabase(newApp(`http://${HOST}:${server.port}?ns=${ns}`));
      connectDatabaseEmulator(db, HOST, server.port, user ? { mockUserToken: user } : undefined);
      return db;
    },
    async clientWithAuth() {
      authStandIn ??= startAuthStandIn();
      const { port } = (await authStandIn).address() as AddressInfo;
      const app = newApp();
      // Auth first: the database SDK takes its tokens, and their changes, from the app's Auth.
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${HOST}:${port}`, { disableWarnings: true });
      auths.push(auth);
      const db = getDatabase(app);
      connectDatabaseEmulator(db, HOST, server.port);
      return { db, auth };
    },
    async admin(ns = PROJECT) {
      process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${server.adminSecret}@${HOST}:${server.port}`;
      const { initializeApp: initAdmin } = await import('firebase-admin/app');
      const { getDatabase: getAdminDb } = await import('firebase-admin/database');
      const app = initAdmin({ projectId: PROJECT, databaseURL: `https://${ns}.firebaseio.com` }, `admin-${++appCounter}`);
      adminApps.push(app);
      return getAdminDb(app);
    },
    async raw(headers) {
      const client = await RawClient.connect(`ws://${HOST}:${server.port}/.ws?v=5&ns=${PROJECT}`, headers);
      raws.push(client);
      return client;
    },
    async close() {
      raws.forEach((r) => r.close());
      // A signed-in user keeps a token-refresh timer running; signing out stops it.
      await Promise.all(auths.map((auth) => signOut(auth)));
      await Promise.all(apps.map((app) => deleteApp(app)));
      const { deleteApp: deleteAdminApp } = await import('firebase-admin/app');
      await Promise.all(adminApps.map((app) => deleteAdminApp(app)));
      await server.close();
      const standIn = await authStandIn;
      await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
    },
  };
}

/** A harness that harnessForFile starts and closes: everything but close(). */
export type FileHarness = Omit<Harness, 'close'>;

/**
 * One server for the test file (or the describe block) that calls it: started before its first test and closed after
 * its last, so the file states only the options.
 */
export function harnessForFile(opts: RtdbServerOptions = {}): FileHarness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(opts);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = () => {
    if (!started) throw new Error('the harness starts in beforeAll: use it inside tests and hooks');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get logs() {
      return current().logs;
    },
    client: (user) => current().client(user),
    clientIn: (ns, user) => current().clientIn(ns, user),
    clientWithAuth: () => current().clientWithAuth(),
    admin: (ns) => current().admin(ns),
    raw: (headers) => current().raw(headers),
  };
}

type Message = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire frames of every shape, as the server sends them

/** Minimal protocol client for tests the SDK cannot express (malformed frames, raw auth). */
export class RawClient {
  private nextR = 0;
  readonly received: Message[] = [];
  private waiters: Array<{ test: (m: Message) => boolean; resolve: (m: Message) => void }> = [];
  private frames: { expected: number; parts: string[] } | null = null;
  hello!: Message;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.onFrame((data as Buffer).toString())); // a Buffer: ws's default binaryType
  }

  static async connect(url: string, headers?: Record<string, string>): Promise<RawClient> {
    const ws = new WebSocket(url, { headers });
    const client = new RawClient(ws);
    client.hello = await client.next((m) => m.t === 'c' && m.d?.t === 'h');
    return client;
  }

  private onFrame(text: string): void {
    if (this.frames) {
      this.frames.parts.push(text);
      if (this.frames.parts.length < this.frames.expected) return;
      text = this.frames.parts.join('');
      this.frames = null;
    } else if (/^\d{1,6}$/.test(text)) {
      this.frames = { expected: Number(text), parts: [] };
      return;
    }
    const message = JSON.parse(text) as Message;
    this.received.push(message);
    const waiter = this.waiters.find((w) => w.test(message));
    if (waiter) {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.resolve(message);
    }
  }

  /**
   * The next message (already received or future) that passes `test`. `timeoutMs: null` sets no timer of its
   * own: for answers whose time depends on the machine's load, the test's own limit (jest) is the only one.
   */
  next(test: (m: Message) => boolean, timeoutMs: number | null = 5000): Promise<Message> {
    const found = this.received.find(test);
    if (found) {
      this.received.splice(this.received.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = timeoutMs === null ? undefined : setTimeout(() => reject(new Error('timeout waiting for a message')), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          this.received.splice(this.received.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }

  sendText(text: string): void {
    this.ws.send(text);
  }

  /** Sends a request and resolves with its response body {s, d}; `timeoutMs` as in `next`. */
  async request(action: string, body: Message, timeoutMs?: number | null): Promise<Message> {
    const r = ++this.nextR;
    this.ws.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    const response = await this.next((m) => m.t === 'd' && m.d?.r === r, timeoutMs);
    return response.d.b as Message;
  }

  close(): void {
    this.ws.close();
  }
}

/** Resolves with the first snapshot for which `accept` is true (the callback may fire synchronously). */
export function waitForValue(q: Query, accept: (snap: DataSnapshot) => boolean, timeoutMs = 10_000): Promise<DataSnapshot> {
  return new Promise((resolve, reject) => {
    let done = false;
    // eslint-disable-next-line prefer-const -- assigned once below; `finish` may run (and read it) before onValue returns
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(() => finish(() => reject(new Error(`timeout waiting for a value at ${q.toString()}`))), timeoutMs);
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe?.());
      settle();
    };
    unsubscribe = onValue(
      q,
      (snap) => {
        if (accept(snap)) finish(() => resolve(snap));
      },
      (error) => finish(() => reject(error)),
    );
    if (done) queueMicrotask(() => unsubscribe?.());
  });
}
