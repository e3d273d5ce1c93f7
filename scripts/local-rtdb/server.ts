// Local Firebase Realtime Database server: the real SDKs (firebase/database with connectDatabaseEmulator,
// firebase-admin with FIREBASE_DATABASE_EMULATOR_HOST) talk to it over the RTDB wire protocol.
// One database for every namespace (?ns=...), rules enforced with targaryen, optional JSON persistence.
// Admin needs the server's secret; browsers are served only for the allowed origins (access.ts).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { AccessPolicy, isLoopbackHost, type OriginRule } from './access';
import { ADMIN, AuthPolicy, type UserVerifier } from './auth';
import { ClientConnection, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection';
import { RtdbDatabase } from './database';
import { parsePath } from './paths';
import { DurableStore, type DiskFaults } from './persistence';
import { DEFAULT_MAX_REST_BODY_BYTES, handleRest } from './rest';
import { loadRulesDefinition, OPEN_RULES, RulesEngine, type RulesSource } from './rules';
import { newAdminSecret } from './secret';
import { DEFAULT_KEEP_ALIVE_MS, StreamHub } from './stream';
import { getNode, normalize, toPlainValue, type MaybeNode } from './tree';

export interface RtdbServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Admin (rules bypassed) is whoever presents it: `?auth=`/Bearer over REST, `cred` over WebSocket, or the
   * Basic credentials of a request that sends `owner` (firebase-admin with
   * FIREBASE_DATABASE_EMULATOR_HOST=<secret>@host:port). Absent: a random one (`server.adminSecret`).
   */
  adminSecret?: string;
  /** `owner` alone is admin, as in the official emulator. Only for suites that expect it, never with real data. */
  openOwner?: boolean;
  /** Checks the user of each ID token and gives its current claims (authEmulator.ts). Absent: claims as sent. */
  verifyUser?: UserVerifier;
  /** Browser origins served (CORS, WebSocket). Absent: none; requests without `Origin` are always served. */
  allowedOrigins?: OriginRule;
  /** Rules object ({rules: {...}}) or path to database.rules.json. Absent: everything allowed. */
  rules?: RulesSource;
  /** JSON file that keeps the data between runs. Absent: memory only. */
  dataFile?: string;
  /** Data to start with when there is no dataFile or it does not exist yet. */
  initialData?: unknown;
  log?: (msg: string) => void;
  /** Limits (defaults: RTDB's own sizes, 1,000 listens and 64 MB unread per connection). For tests. */
  limits?: Partial<ConnectionLimits & { maxRestBodyBytes: number }>;
  /** Disk failures on demand (tests of a full disk). */
  diskFaults?: DiskFaults;
  /** Fold the log into the snapshot once it has this many bytes (default 8 MB). For tests. */
  compactLogBytes?: number;
  /** Interval of the `keep-alive` events of REST streams (default 30 s, like RTDB). For tests. */
  streamKeepAliveMs?: number;
}

export interface RtdbServer {
  port: number;
  /** The address it listens on. */
  host: string;
  /** http://host:port — for databaseURL use `${url}?ns=<project>`. */
  url: string;
  /** The admin credential (see RtdbServerOptions.adminSecret). */
  adminSecret: string;
  close(): Promise<void>;
  /** Plain value at `path` (like snapshot.val()), without going through rules. */
  getData(path?: string): unknown;
  /**
   * Writes bypassing rules; null removes. Visible to getData at once; resolves once it is on disk
   * (listeners are notified then), rejects if it is invalid or the disk refused it.
   */
  setData(path: string, value: unknown): Promise<void>;
  /** Replaces the rules (object or path to a rules file). Throws if they do not parse. */
  reloadRules(rules: RulesSource): void;
  /** REST streams (GET with Accept: text/event-stream) open right now. For tests. */
  openStreams(): number;
}

const HEARTBEAT_MS = 30_000;

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`El puerto ${port} de ${host} ya está en uso: no se pudo iniciar la base de datos local (¿otra instancia corriendo?).`));
      } else if (error.code === 'EACCES') {
        reject(new Error(`Sin permiso para escuchar en ${host}:${port}.`));
      } else {
        reject(error);
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export async function startRtdbServer(opts: RtdbServerOptions = {}): Promise<RtdbServer> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? ((msg: string) => console.log(`[rtdb] ${msg}`));
  const adminSecret = opts.adminSecret ?? newAdminSecret();
  const auth = new AuthPolicy({ adminSecret, openOwner: opts.openOwner, verifyUser: opts.verifyUser });
  const access = new AccessPolicy(opts.allowedOrigins ?? [], isLoopbackHost(host));
  if (opts.openOwner) log("modo abierto: la credencial 'owner' es admin sin secreto");
  let rulesDefinition: object = opts.rules === undefined ? OPEN_RULES : loadRulesDefinition(opts.rules);
  if (opts.rules === undefined) log('sin reglas: lectura y escritura abiertas para todos');
  const rules = new RulesEngine(rulesDefinition);

  const seed = () => (opts.initialData === undefined ? null : normalize(opts.initialData, { now: Date.now(), existing: null }));
  let initial: MaybeNode = null;
  let store: DurableStore | null = null;
  if (opts.dataFile) {
    // The initial data is part of the file from now on.
    const opened = DurableStore.open(opts.dataFile, { log, faults: opts.diskFaults, compactLogBytes: opts.compactLogBytes }, seed);
    store = opened.store;
    initial = opened.root ?? null;
  } else {
    initial = seed();
  }

  const db = new RtdbDatabase(rules, initial, log);
  if (store) db.setJournal(store);
  const limits = { ...DEFAULT_CONNECTION_LIMITS, maxRestBodyBytes: DEFAULT_MAX_REST_BODY_BYTES, ...opts.limits };

  const connections = new Set<ClientConnection>();
  // REST streams register their own db.onChange listeners; the hub reaches them on rules reload and close.
  // Per client address they count like listens per connection, and a stream nobody reads is dropped alike.
  const streams = new StreamHub({
    db,
    log,
    keepAliveMs: opts.streamKeepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
    maxStreams: limits.maxListens,
    maxPendingBytes: limits.maxPendingBytes,
  });
  db.onChange((change) => {
    for (const conn of connections) conn.notify(change);
  });

  const reloadRules = (source: RulesSource) => {
    const definition = loadRulesDefinition(source);
    db.setRules(new RulesEngine(definition));
    rulesDefinition = definition;
    for (const conn of connections) conn.revokeUnreadableListens();
    streams.revokeUnreadable();
    log('reglas recargadas');
  };

  const http = createServer((req, res) => {
    const refused = access.refusal(req);
    if (refused) {
      log(`pedido rechazado (${refused}): ${req.method} origen ${req.headers.origin ?? '-'} host ${req.headers.host ?? '-'}`);
      res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Origin' }).end(JSON.stringify({ error: refused }));
      return;
    }
    for (const [name, value] of Object.entries(access.corsHeaders(req))) res.setHeader(name, value!);
    void handleRest(req, res, { db, auth, log, getRules: () => rulesDefinition, reloadRules, maxBodyBytes: limits.maxRestBodyBytes, streams });
  });
  // A single frame may exceed the write limit (and be answered write_too_big) up to twice that size.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 2 * limits.maxMessageBytes + 1024 * 1024 });
  let nextId = 1;

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/.ws') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const refused = access.refusal(req);
    if (refused) {
      log(`WebSocket rechazado (${refused}): origen ${req.headers.origin ?? '-'} host ${req.headers.host ?? '-'}`);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    // firebase-admin proves the secret with Basic credentials (the userinfo of its emulator host).
    const proof = auth.basicProof(req.headers);
    if (req.headers.authorization?.startsWith('Basic ') && !proof) log('WebSocket con credenciales Basic que no son el secreto de admin');
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A reconnecting client names its previous session: if that socket is still open, close it now so
      // its onDisconnect operations run (as the real server does).
      const last = url.searchParams.get('ls');
      if (last) for (const conn of connections) if (conn.sessionId === last) void conn.terminate();
      // The handshake names the host to reconnect to: it keeps the userinfo, or the next connection would lose the proof.
      const hostHeader = req.headers.host ?? `${host}:${port}`;
      const conn = new ClientConnection(
        nextId++,
        ws,
        { db, log, limits, auth, adminProven: proof !== null, onClosed: (c) => connections.delete(c) },
        proof ? `${proof}@${hostHeader}` : hostHeader,
      );
      connections.add(conn);
    });
  });
  http.on('clientError', (_error, socket) => socket.destroy());

  try {
    await listen(http, opts.port ?? 0, host);
  } catch (error) {
    await store?.close(db.root); // frees the data file for whoever holds the port
    throw error;
  }
  const port = (http.address() as AddressInfo).port;
  const heartbeat = setInterval(() => connections.forEach((c) => c.checkAlive()), HEARTBEAT_MS);
  heartbeat.unref();

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      clearInterval(heartbeat);
      streams.close(); // ends every open stream (their responses would otherwise keep http.close() waiting)
      // Closing the sockets runs their onDisconnect operations; save after that.
      await Promise.all([...connections].map((conn) => conn.terminate()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await db.drain();
      await store?.close(db.root);
    })();
    return closing;
  };

  return {
    port,
    host,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    adminSecret,
    close,
    getData: (path = '/') => toPlainValue(getNode(db.root, parsePath(path))),
    setData: async (path, value) => {
      const result = await db.set(parsePath(path), value, ADMIN);
      if (!result.ok) throw new Error(`setData(${path}): ${result.status}: ${result.message}`);
    },
    reloadRules,
    openStreams: () => streams.size,
  };
}
