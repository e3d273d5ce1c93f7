// Local Firebase Realtime Database server: the real SDKs (firebase/database with connectDatabaseEmulator,
// firebase-admin with FIREBASE_DATABASE_EMULATOR_HOST) talk to it over the RTDB wire protocol.
// Namespaces (`?ns=` of the WebSocket and REST requests): the names listed in `namespaces` each have their
// own database (data, listeners, connections, REST streams, persistence file), so parallel end-to-end
// workers can each use their own database on the same server; any other namespace (or none) is the main
// database. Rules enforced with targaryen (one definition for all), optional JSON persistence.
// Admin needs the server's secret; browsers are served only for the allowed origins (access.ts).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
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
import { TriggerDelivery } from './triggerDelivery';
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
  /** Data to start with when there is no dataFile or it does not exist yet (main database only). */
  initialData?: unknown;
  /**
   * Namespaces with a database of their own (see namespaceDataFile for their files), e.g. one per parallel
   * end-to-end worker: `?ns=<name>` reaches it. Only these are ever created (at start); any other namespace is
   * the main database. Names: lowercase letters, digits and '-', up to 63 characters (else start throws).
   */
  namespaces?: readonly string[];
  /**
   * The database triggers' `event.instance` for a write whose request named no namespace (and for setData on the
   * main database). Default `default`.
   */
  defaultInstance?: string;
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
  /**
   * Plain value at `path` (like snapshot.val()), without going through rules. `ns`: a listed namespace's
   * database; absent or not listed, the main one (as for requests).
   */
  getData(path?: string, ns?: string): unknown;
  /**
   * Writes bypassing rules; null removes. Visible to getData at once; resolves once it is on disk
   * (listeners are notified then), rejects if it is invalid or the disk refused it. `ns` as in getData.
   */
  setData(path: string, value: unknown, ns?: string): Promise<void>;
  /** Replaces the rules of every database (object or path to a rules file). Throws if they do not parse. */
  reloadRules(rules: RulesSource): void;
  /** REST streams (GET with Accept: text/event-stream) open right now, in all databases. For tests. */
  openStreams(): number;
  /** Fires the Cloud Functions' database triggers after each committed write, once configured (triggers.ts). */
  triggers: TriggerDelivery;
}

const HEARTBEAT_MS = 30_000;

/** Names accepted in `namespaces` (RTDB's database names are lowercase). */
const NAMESPACE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * The data file of a listed namespace, beside the main one: `dir/rtdb.json` gives `dir/rtdb.ns-<name>.json`
 * (its log, lock and temporary files add suffixes to that name, as the main file's do).
 */
export function namespaceDataFile(dataFile: string, ns: string): string {
  return join(dirname(dataFile), `${basename(dataFile, '.json')}.ns-${ns}.json`);
}

/** One database of the server (the main one, name null, or a listed namespace) and what is attached to it. */
interface Space {
  readonly name: string | null;
  readonly db: RtdbDatabase;
  readonly store: DurableStore | null;
  /** WebSocket connections to this database. */
  readonly connections: Set<ClientConnection>;
  /** REST streams on this database. */
  readonly streams: StreamHub;
  readonly log: (msg: string) => void;
}

function checkNamespaces(names: readonly string[]): string[] {
  for (const name of names) {
    if (typeof name !== 'string' || !NAMESPACE_NAME.test(name)) {
      throw new Error(
        `Nombre de espacio de nombres inválido: ${JSON.stringify(name)}. ` + "Usá minúsculas, dígitos y '-' (sin empezar por '-'), hasta 63 caracteres.",
      );
    }
  }
  return [...new Set(names)];
}

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
  const namespaces = checkNamespaces(opts.namespaces ?? []);
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? ((msg: string) => console.log(`[rtdb] ${msg}`));
  const adminSecret = opts.adminSecret ?? newAdminSecret();
  const auth = new AuthPolicy({ adminSecret, openOwner: opts.openOwner, verifyUser: opts.verifyUser });
  const access = new AccessPolicy(opts.allowedOrigins ?? [], isLoopbackHost(host));
  if (opts.openOwner) log("modo abierto: la credencial 'owner' es admin sin secreto");
  let rulesDefinition: object = opts.rules === undefined ? OPEN_RULES : loadRulesDefinition(opts.rules);
  if (opts.rules === undefined) log('sin reglas: lectura y escritura abiertas para todos');
  const rules = new RulesEngine(rulesDefinition);
  const triggers = new TriggerDelivery({ log });
  const defaultInstance = opts.defaultInstance ?? 'default';
  const limits = { ...DEFAULT_CONNECTION_LIMITS, maxRestBodyBytes: DEFAULT_MAX_REST_BODY_BYTES, ...opts.limits };

  const openSpace = (name: string | null, seed: (() => MaybeNode) | undefined): Space => {
    const spaceLog = name === null ? log : (msg: string) => log(`[ns ${name}] ${msg}`);
    let initial: MaybeNode = null;
    let store: DurableStore | null = null;
    if (opts.dataFile) {
      // The initial data is part of the file from now on.
      const file = name === null ? opts.dataFile : namespaceDataFile(opts.dataFile, name);
      const opened = DurableStore.open(file, { log: spaceLog, faults: opts.diskFaults, compactLogBytes: opts.compactLogBytes }, seed);
      store = opened.store;
      initial = opened.root ?? null;
    } else {
      initial = seed?.() ?? null;
    }
    const db = new RtdbDatabase(rules, initial, spaceLog);
    if (store) db.setJournal(store);
    const connections = new Set<ClientConnection>();
    // REST streams register their own db.onChange listeners; the hub reaches them on rules reload and close.
    // Per client address they count like listens per connection, and a stream nobody reads is dropped alike.
    const streams = new StreamHub({
      db,
      log: spaceLog,
      keepAliveMs: opts.streamKeepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
      maxStreams: limits.maxListens,
      maxPendingBytes: limits.maxPendingBytes,
    });
    db.onChange((change) => {
      for (const conn of connections) conn.notify(change);
      triggers.onChange(change, change.instance ?? name ?? defaultInstance);
    });
    return { name, db, store, connections, streams, log: spaceLog };
  };

  const closeStores = async (list: readonly Space[]): Promise<void> => {
    await Promise.all(list.flatMap((space) => (space.store ? [space.store.close(space.db.root)] : [])));
  };
  const seed = () => (opts.initialData === undefined ? null : normalize(opts.initialData, { now: Date.now(), existing: null }));
  const spaces: Space[] = [];
  try {
    spaces.push(openSpace(null, seed));
    for (const name of namespaces) spaces.push(openSpace(name, undefined));
  } catch (error) {
    await closeStores(spaces); // the files opened so far are freed
    throw error;
  }
  const main = spaces[0]!;
  const byName = new Map(spaces.slice(1).map((space) => [space.name!, space]));
  /** The database of a namespace: its own if listed, else the main one. */
  const spaceOf = (ns: string | null | undefined): Space => (ns ? byName.get(ns) : undefined) ?? main;
  if (namespaces.length > 0) log(`espacios de nombres con base propia: ${namespaces.join(', ')}`);

  const reloadRules = (source: RulesSource) => {
    const definition = loadRulesDefinition(source);
    const engine = new RulesEngine(definition);
    rulesDefinition = definition;
    for (const space of spaces) {
      space.db.setRules(engine);
      for (const conn of space.connections) conn.revokeUnreadableListens();
      space.streams.revokeUnreadable();
    }
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
    const ns = new URL(req.url ?? '/', 'http://localhost').searchParams.get('ns');
    const space = byName.size === 0 ? main : spaceOf(ns);
    void handleRest(req, res, {
      db: space.db,
      auth,
      log: space.log,
      getRules: () => rulesDefinition,
      reloadRules,
      maxBodyBytes: limits.maxRestBodyBytes,
      streams: space.streams,
      instance: ns || undefined,
    });
  });
  // A single frame may exceed the write limit (and be answered write_too_big) up to twice that size.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 2 * limits.maxMessageBytes + 1024 * 1024 });
  let nextId = 1;

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node's HTTP server stops listening for this socket's errors once it hands it over: a peer that resets it
    // (a tab closing, a refused browser) must not end the server.
    socket.on('error', () => socket.destroy());
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
    // The SDK names its namespace in every connection URL (`ns`, also when it reconnects).
    const space = spaceOf(url.searchParams.get('ns'));
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A reconnecting client names its previous session: if that socket is still open, close it now so
      // its onDisconnect operations run (as the real server does).
      const last = url.searchParams.get('ls');
      if (last) for (const conn of space.connections) if (conn.sessionId === last) void conn.terminate();
      // The handshake names the host to reconnect to: it keeps the userinfo, or the next connection would lose the proof.
      const hostHeader = req.headers.host ?? `${host}:${port}`;
      const conn = new ClientConnection(
        nextId++,
        ws,
        {
          db: space.db,
          log: space.log,
          limits,
          auth,
          adminProven: proof !== null,
          onClosed: (c) => space.connections.delete(c),
          instance: url.searchParams.get('ns') || undefined,
        },
        proof ? `${proof}@${hostHeader}` : hostHeader,
      );
      space.connections.add(conn);
    });
  });
  http.on('clientError', (_error, socket) => socket.destroy());

  try {
    await listen(http, opts.port ?? 0, host);
  } catch (error) {
    await closeStores(spaces); // frees the data files for whoever holds the port
    throw error;
  }
  const port = (http.address() as AddressInfo).port;
  const heartbeat = setInterval(() => {
    for (const space of spaces) space.connections.forEach((c) => c.checkAlive());
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      clearInterval(heartbeat);
      triggers.close();
      // Ends every open stream (their responses would otherwise keep http.close() waiting).
      for (const space of spaces) space.streams.close();
      // Closing the sockets runs their onDisconnect operations; save after that.
      await Promise.all(spaces.flatMap((space) => [...space.connections].map((conn) => conn.terminate())));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await Promise.all(spaces.map((space) => space.db.drain()));
      await closeStores(spaces);
    })();
    return closing;
  };

  return {
    port,
    host,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    adminSecret,
    close,
    getData: (path = '/', ns) => toPlainValue(getNode(spaceOf(ns).db.root, parsePath(path))),
    setData: async (path, value, ns) => {
      const result = await spaceOf(ns).db.set(parsePath(path), value, ADMIN);
      if (!result.ok) throw new Error(`setData(${path}): ${result.status}: ${result.message}`);
    },
    reloadRules,
    openStreams: () => spaces.reduce((total, space) => total + space.streams.size, 0),
    triggers,
  };
}
