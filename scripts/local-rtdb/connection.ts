// One SDK client over the RTDB wire protocol (v5) on a WebSocket:
//   frames  : JSON text; a frame that is only a number announces that many frames forming one message,
//             and "0" is the client's keepalive.
//   envelope: {t:'c', d:{t, d}} control (h = hello, p = ping, o = pong, e = error) and
//             {t:'d', d:{r, a, b}} requests, answered with {t:'d', d:{r, b:{s, d}}}.
//   pushes  : {t:'d', d:{a:'d'|'m', b:{p, d, t?}}} data, {a:'c', b:{p, q?}} listen revoked.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { ANONYMOUS, describeIdentity, type AuthPolicy, type CredentialResult, type Identity } from './auth';
import { WRITE_TOO_BIG, type Change, type OpResult, type RtdbDatabase } from './database';
import { hashNode } from './hash';
import { invalidPathReason, isPrefix, leadingKey, parsePath, type Path } from './paths';
import { applyQuery, loadsAllData, parseWireQuery, type WireQuery } from './query';
import { getNode, toExportJson } from './tree';

/** The SDK splits messages at this size; we do the same for what we send. */
const MAX_FRAME_CHARS = 16384;

/** Per-connection limits (RTDB's own write limit, and caps that keep one client from hogging the server). */
export interface ConnectionLimits {
  /** Largest message (a write) accepted, in bytes: RTDB's 16 MB for the SDKs. */
  maxMessageBytes: number;
  /** Active listens per connection; more are refused with 'too_many_listens'. */
  maxListens: number;
  /** Bytes queued to a client that does not read them; beyond this the connection is dropped. */
  maxPendingBytes: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxMessageBytes: 16 * 1024 * 1024,
  maxListens: 1000,
  maxPendingBytes: 64 * 1024 * 1024,
};

/** Room for the envelope ({"t":"d","d":{"r":..,"a":"p","b":{"p":..,"d":...}}}) around a write's data. */
const ENVELOPE_SLACK = 64 * 1024;
/** A frame count is at most 6 characters long (see WebSocketConnection.extractFrameCount_). */
const FRAME_COUNT = /^\d{1,6}$/;
/** The beginning of a write as the SDK sends it: request number, action, path, then the data. */
const WRITE_HEAD = /^\{"t":"d","d":\{"r":(\d+),"a":"(p|m)","b":\{"p":"((?:[^"\\]|\\.)*)","d":/;

interface Listen {
  path: Path;
  /** Wire form of the path, echoed in pushes. */
  wirePath: string;
  /** The query as sent: read rules see it (query.orderByChild, query.limitToFirst...). */
  query: WireQuery | undefined;
  /** Set when the query selects part of the data (range or limit): pushes carry that window only. */
  filter: WireQuery | undefined;
  rawQuery: unknown;
  tag: number | undefined;
  /** The last write (Change.seq) its initial data included: older changes are not sent again. */
  since: number;
}

interface DisconnectOp {
  kind: 'set' | 'update';
  path: Path;
  data: unknown;
  identity: Identity;
}

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listenKey(path: Path, tag: unknown): string {
  return `${path.join('/')}|${typeof tag === 'number' ? tag : 'default'}`;
}

export interface ConnectionContext {
  db: RtdbDatabase;
  /** How credentials become identities. */
  auth: AuthPolicy;
  /** The WebSocket request carried the admin secret (Basic credentials): `owner` is admin here. */
  adminProven?: boolean;
  log: (msg: string) => void;
  /** Called once the socket is gone and its onDisconnect operations have run. */
  onClosed: (conn: ClientConnection) => void;
  limits?: ConnectionLimits;
  /** The namespace the connection named (`?ns=`), passed on with its writes (database triggers). */
  instance?: string;
}

/**
 * Which listens a change concerns, found in time proportional to the listen's depth (a 20,000-path
 * update must not be compared path by path with every listen of every connection). Built once per change
 * and shared by every listen that asks (WebSocket listens and REST streams, stream.ts).
 */
export interface ChangeIndex {
  /** The written path at or above `path` (the outermost), if any. */
  coversFrom(path: Path): Path | undefined;
  /** Wire paths strictly above some written path: a listen there has written data inside it. */
  below: Set<string>;
}

const changeIndexes = new WeakMap<Change, ChangeIndex>();

export function changeIndex(change: Change): ChangeIndex {
  let index = changeIndexes.get(change);
  if (index) return index;
  const written = new Map<string, Path>();
  const below = new Set<string>();
  for (const p of change.paths) {
    written.set(p.join('/'), p);
    for (let i = 0; i < p.length; i++) below.add(p.slice(0, i).join('/'));
  }
  index = {
    coversFrom: (path) => {
      for (let i = 0; i <= path.length; i++) {
        const found = written.get(path.slice(0, i).join('/'));
        if (found) return found;
      }
      return undefined;
    },
    below,
  };
  changeIndexes.set(change, index);
  return index;
}

export class ClientConnection {
  readonly sessionId = randomBytes(12).toString('hex');
  private identity: Identity = ANONYMOUS;
  private readonly listens = new Map<string, Listen>();
  private disconnectOps: DisconnectOp[] = [];
  private frames: { expected: number; received: number; parts: string[]; bytes: number; oversized: boolean; refused: boolean } | null = null;
  private readonly limits: ConnectionLimits;
  private closed = false;
  /** Messages that arrived while a credential was being checked: they run after it, in order. */
  private held: string[] | null = null;
  private heldBytes = 0;
  private alive = true;
  private markDone!: () => void;
  /** Resolves once the socket is closed and its onDisconnect operations have run. */
  readonly done = new Promise<void>((resolve) => (this.markDone = resolve));

  constructor(
    readonly id: number,
    private readonly ws: WebSocket,
    private readonly ctx: ConnectionContext,
    host: string,
  ) {
    this.limits = ctx.limits ?? DEFAULT_CONNECTION_LIMITS;
    ws.on('message', (data, isBinary) => this.onFrame(isBinary ? null : (data as Buffer).toString())); // a Buffer: ws's default binaryType
    ws.on('pong', () => (this.alive = true));
    ws.on('close', () => this.onSocketClosed());
    ws.on('error', (error) => this.log(`error de socket: ${error.message}`));
    this.sendRaw({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: host, s: this.sessionId } } });
  }

  /** Heartbeat: a client that vanished without closing (crash, sleep) is dropped so its onDisconnect runs. */
  checkAlive(): void {
    if (!this.alive) {
      this.log('sin respuesta al ping: se cierra la conexión');
      this.ws.terminate();
      return;
    }
    this.alive = false;
    if (this.ws.readyState === WebSocket.OPEN) this.ws.ping();
  }

  /** Closes the socket; its onDisconnect operations run as for any disconnection. */
  terminate(): Promise<void> {
    this.ws.terminate();
    return this.done;
  }

  private log(msg: string): void {
    this.ctx.log(`[conn ${this.id}] ${msg}`);
  }

  // ---- framing ----

  private onFrame(text: string | null): void {
    if (text === null) {
      this.protocolError('binary frames are not part of the protocol');
      return;
    }
    if (this.frames) {
      const frames = this.frames;
      if (frames.parts.length === 0 && !frames.refused && this.refusedAtStart(text)) frames.refused = true;
      if (frames.refused) {
        // Already answered: the rest is dropped as it comes, unread.
        if (++frames.received >= frames.expected) this.frames = null;
        return;
      }
      frames.bytes += Buffer.byteLength(text, 'utf8');
      // Over the limit: keep only the first part (it names the request) and drop the rest as it comes.
      if (frames.bytes > this.limits.maxMessageBytes + ENVELOPE_SLACK) frames.oversized = true;
      if (!frames.oversized || frames.parts.length === 0) frames.parts.push(text);
      if (++frames.received < frames.expected) return;
      this.frames = null;
      if (frames.oversized) this.refuseOversized(frames.parts[0]!);
      else this.onMessageText(frames.parts.join(''));
      return;
    }
    if (FRAME_COUNT.test(text)) {
      const count = Number(text);
      if (count > 1) this.frames = { expected: count, received: 0, parts: [], bytes: 0, oversized: false, refused: false };
      return; // "0" (and a pointless "1") is a keepalive
    }
    if (text.length > (this.limits.maxMessageBytes + ENVELOPE_SLACK) / 3 && Buffer.byteLength(text, 'utf8') > this.limits.maxMessageBytes + ENVELOPE_SLACK) {
      this.refuseOversized(text);
      return;
    }
    this.onMessageText(text);
  }

  /** A message over the size limit is not parsed: its request number is read from its beginning. */
  private refuseOversized(start: string): void {
    const r = /^\{"t":"d","d":\{"r":(\d+)/.exec(start);
    this.log(`mensaje de más de ${this.limits.maxMessageBytes} bytes rechazado`);
    if (r) this.respond(Number(r[1]), 'write_too_big', WRITE_TOO_BIG);
    else this.protocolError('message too big');
  }

  /**
   * A write long enough to come in several frames, that no .write rule can grant to this identity whatever it
   * writes, is refused from its first frame (RtdbDatabase.certainlyDenied): the rest is never kept nor parsed.
   * For an update the path checked is the first one written, as RtdbDatabase.update does.
   */
  private refusedAtStart(start: string): boolean {
    if (this.held || this.identity.admin) return false; // while a credential is checked, the identity is not known yet
    const head = WRITE_HEAD.exec(start);
    if (!head) return false;
    let path: Path;
    try {
      path = parsePath(JSON.parse(`"${head[3]!}"`) as string);
    } catch {
      return false;
    }
    if (head[2] === 'm') {
      const key = leadingKey(start.slice(head[0].length));
      if (key === undefined) return false;
      path = [...path, ...parsePath(key)];
    }
    if (invalidPathReason(path) || !this.ctx.db.certainlyDenied(path, this.identity)) return false;
    this.respond(Number(head[1]), 'permission_denied', 'Permission denied');
    return true;
  }

  private onMessageText(text: string): void {
    if (this.held) {
      this.heldBytes += text.length;
      if (this.heldBytes > 2 * (this.limits.maxMessageBytes + ENVELOPE_SLACK)) {
        this.log('demasiados mensajes mientras se verificaba la credencial: se cierra la conexión');
        this.ws.terminate();
        return;
      }
      this.held.push(text);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.protocolError(`malformed frame: ${text.slice(0, 80)}`);
      return;
    }
    try {
      this.onMessage(message);
    } catch (error) {
      // Never let a bad message take the server down.
      this.log(`error procesando un mensaje: ${(error as Error).stack ?? String(error)}`);
      const r = isObject(message) && isObject(message.d) ? message.d.r : undefined;
      if (typeof r === 'number') this.respond(r, 'internal_error', (error as Error).message);
    }
  }

  private onMessage(message: unknown): void {
    if (!isObject(message) || !isObject(message.d)) {
      this.protocolError('expected {t, d} envelope');
      return;
    }
    const inner = message.d;
    if (message.t === 'c') {
      if (inner.t === 'p') this.sendRaw({ t: 'c', d: { t: 'o', d: {} } }); // ping -> pong
      return; // other control messages (transport switch) are not needed with WebSocket only
    }
    if (message.t !== 'd') {
      this.protocolError(`unknown layer ${JSON.stringify(message.t)}`);
      return;
    }
    const r = inner.r;
    const action = inner.a;
    const body = isObject(inner.b) ? inner.b : {};
    if (typeof action !== 'string') {
      this.protocolError('request without action');
      if (typeof r === 'number') this.respond(r, 'invalid_request', 'missing action');
      return;
    }
    this.handleRequest(typeof r === 'number' ? r : undefined, action, body);
  }

  private protocolError(reason: string): void {
    this.log(`protocolo: ${reason}`);
    this.sendRaw({ t: 'c', d: { t: 'e', d: reason } });
  }

  private sendRaw(message: unknown): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.limits.maxPendingBytes) {
      // A client that does not read what it asked for would make the server hold it all in memory.
      this.log(`el cliente no lee (${this.ws.bufferedAmount} bytes pendientes): se cierra la conexión`);
      this.ws.terminate();
      return;
    }
    const text = JSON.stringify(message);
    if (text.length <= MAX_FRAME_CHARS) {
      this.ws.send(text);
      return;
    }
    const count = Math.ceil(text.length / MAX_FRAME_CHARS);
    this.ws.send(String(count));
    for (let i = 0; i < count; i++) this.ws.send(text.slice(i * MAX_FRAME_CHARS, (i + 1) * MAX_FRAME_CHARS));
  }

  private respond(r: number | undefined, status: string, data: unknown): void {
    if (r === undefined) return; // the client asked for no answer
    this.sendRaw({ t: 'd', d: { r, b: { s: status, d: data } } });
  }

  private respondResult(r: number | undefined, result: OpResult): void {
    if (result.ok) this.respond(r, 'ok', '');
    else this.respond(r, result.status, result.message);
  }

  private push(action: 'd' | 'm' | 'c', body: Body): void {
    this.sendRaw({ t: 'd', d: { a: action, b: body } });
  }

  // ---- requests ----

  private handleRequest(r: number | undefined, action: string, b: Body): void {
    const path = parsePath(typeof b.p === 'string' ? b.p : '');
    const needsPath = ['q', 'n', 'g', 'p', 'm', 'o', 'om', 'oc'].includes(action);
    if (needsPath) {
      const reason = typeof b.p === 'string' ? invalidPathReason(path) : 'missing path';
      if (reason) {
        this.log(`ruta inválida en '${action}': ${reason}`);
        this.respond(r, 'invalid_path', reason);
        return;
      }
    }
    switch (action) {
      case 's': // client stats: acknowledged and ignored
      case 'appcheck':
      case 'unappeck':
        this.respond(r, 'ok', '');
        return;
      case 'auth':
      case 'gauth':
        this.authenticate(r, b);
        return;
      case 'unauth':
        this.identity = ANONYMOUS;
        this.respond(r, 'ok', '');
        this.revokeUnreadableListens();
        return;
      case 'q':
        this.listen(r, path, b);
        return;
      case 'n':
        this.listens.delete(listenKey(path, b.t));
        this.respond(r, 'ok', '');
        return;
      case 'g': {
        const result = this.ctx.db.read(path, this.identity, parseWireQuery(b.q));
        if (result.ok) this.respond(r, 'ok', toExportJson(result.node));
        else this.respond(r, result.status, result.message);
        return;
      }
      case 'p':
        this.answerWrite(r, this.ctx.db.set(path, b.d, this.identity, { hash: typeof b.h === 'string' ? b.h : undefined, instance: this.ctx.instance }));
        return;
      case 'm':
        this.answerWrite(r, this.ctx.db.update(path, b.d, this.identity, { instance: this.ctx.instance }));
        return;
      case 'o':
      case 'om':
        this.queueOnDisconnect(r, action === 'o' ? 'set' : 'update', path, b.d);
        return;
      case 'oc':
        this.disconnectOps = this.disconnectOps.filter((op) => !isPrefix(path, op.path));
        this.respond(r, 'ok', '');
        return;
      default:
        this.log(`acción desconocida: ${JSON.stringify(action)}`);
        this.respond(r, 'invalid_action', `Unknown action: ${action}`);
    }
  }

  /** Writes are answered once they are on disk (or refused). */
  private answerWrite(r: number | undefined, result: Promise<OpResult>): void {
    result.then(
      (outcome) => this.respondResult(r, outcome),
      (error: unknown) => {
        this.log(`error en una escritura: ${(error as Error).stack ?? String(error)}`);
        this.respond(r, 'internal_error', (error as Error).message);
      },
    );
  }

  /** A credential checked elsewhere (the Auth emulator) holds the messages behind it until it is settled. */
  private authenticate(r: number | undefined, b: Body): void {
    const result = this.ctx.auth.credential(b, this.ctx.adminProven === true);
    if (!(result instanceof Promise)) {
      this.applyCredential(r, result);
      return;
    }
    this.held = [];
    this.heldBytes = 0;
    void result.then((settled) => {
      if (this.closed) return;
      this.applyCredential(r, settled);
      const held = this.held ?? [];
      this.held = null;
      while (held.length > 0 && !this.closed) {
        this.onMessageText(held.shift()!);
        if (this.held) {
          // Another credential is being checked: what is left waits behind it, still in order.
          (this.held as string[]).push(...held);
          return;
        }
      }
    });
  }

  private applyCredential(r: number | undefined, result: CredentialResult): void {
    if (!result.ok) {
      // A rejected credential must not keep the rights of a previous one.
      this.identity = ANONYMOUS;
      this.log(`credencial rechazada: ${result.message}`);
      this.respond(r, result.status, result.message);
    } else {
      this.identity = result.identity;
      this.respond(r, 'ok', result.response);
    }
    this.revokeUnreadableListens();
  }

  private listen(r: number | undefined, path: Path, b: Body): void {
    const tag = typeof b.t === 'number' ? b.t : undefined;
    const query = parseWireQuery(b.q);
    const filter = loadsAllData(query) ? undefined : query;
    if (!this.ctx.db.canRead(path, this.identity, query)) {
      this.log(`lectura denegada en /${path.join('/')} (${describeIdentity(this.identity)})`);
      this.respond(r, 'permission_denied', 'Permission denied');
      return;
    }
    const key = listenKey(path, tag);
    if (!this.listens.has(key) && this.listens.size >= this.limits.maxListens) {
      this.log(`demasiadas escuchas (${this.listens.size}): se rechaza /${path.join('/')}`);
      this.respond(r, 'too_many_listens', `Too many listens on one connection (the limit is ${this.limits.maxListens})`);
      return;
    }
    const listen: Listen = { path, wirePath: path.join('/'), query, filter, rawQuery: b.q, tag, since: this.ctx.db.lastSeq };
    this.listens.set(key, listen);
    // The data goes first: the SDK completes the listen (and fires events) with it when the 'ok' arrives.
    this.sendListenData(listen, applyQuery(getNode(this.ctx.db.root, path), filter));
    if (this.ctx.db.isIndexed(path, query)) {
      this.respond(r, 'ok', {});
    } else {
      this.log(`consulta sin índice: falta ".indexOn": "${query?.i}" en /${path.join('/')}`);
      this.respond(r, 'ok', { w: ['no_index'] });
    }
  }

  private sendListenData(listen: Listen, node: ReturnType<typeof getNode>, at: Path = listen.path): void {
    const body: Body = { p: at.join('/'), d: toExportJson(node) };
    if (listen.tag !== undefined) body.t = listen.tag;
    this.push('d', body);
  }

  private queueOnDisconnect(r: number | undefined, kind: DisconnectOp['kind'], path: Path, data: unknown): void {
    const check = kind === 'set' ? this.ctx.db.checkSet(path, data, this.identity) : this.ctx.db.checkUpdate(path, data, this.identity);
    if (check.ok) this.disconnectOps.push({ kind, path, data, identity: this.identity });
    this.respondResult(r, check);
  }

  // ---- pushes after writes ----

  /** Sends each affected listen what changed in its view. Called synchronously for every committed write. */
  notify(change: Change): void {
    if (this.closed) return;
    // Read rules may depend on data anywhere (root.child(...)): after any write, listens that are no longer
    // readable are revoked, whatever path was written.
    if (this.ctx.db.readDependsOnData) this.revokeUnreadableListens();
    for (const listen of this.listens.values()) {
      if (change.seq <= listen.since) continue; // its initial data already had this write
      if (change.undoneAfter !== undefined && listen.since <= change.undoneAfter) continue; // never saw what is undone
      const index = changeIndex(change);
      const above = index.coversFrom(listen.path);
      if (!above && !index.below.has(listen.wirePath)) continue; // nothing written at, above or below it
      if (listen.filter) {
        // A filtered view (limit/range) can change as a whole: resend the window when it differs.
        const before = applyQuery(getNode(change.before, listen.path), listen.filter);
        const after = applyQuery(getNode(change.after, listen.path), listen.filter);
        if (hashNode(before) !== hashNode(after)) this.sendListenData(listen, after);
        continue;
      }
      const changed = (p: Path) => hashNode(getNode(change.before, p)) !== hashNode(getNode(change.after, p));
      if (above && above.length < listen.path.length) {
        // A write above the listened location replaced it.
        if (changed(listen.path)) this.sendListenData(listen, getNode(change.after, listen.path));
        continue;
      }
      const inside = change.paths.filter((p) => isPrefix(listen.path, p)).filter(changed);
      if (inside.length === 1) {
        this.sendListenData(listen, getNode(change.after, inside[0]!), inside[0]);
      } else if (inside.length > 1) {
        // One merge so the client applies a multi-path update atomically (one event, not several).
        const data: Record<string, unknown> = {};
        for (const p of inside) data[p.slice(listen.path.length).join('/')] = toExportJson(getNode(change.after, p));
        this.push('m', listen.tag === undefined ? { p: listen.wirePath, d: data } : { p: listen.wirePath, d: data, t: listen.tag });
      }
    }
  }

  private revoke(key: string, listen: Listen): void {
    this.listens.delete(key);
    this.log(`escucha revocada en /${listen.wirePath} (${describeIdentity(this.identity)})`);
    const body: Body = { p: listen.wirePath };
    if (listen.tag !== undefined) body.q = [listen.rawQuery];
    this.push('c', body);
  }

  /** After a change of identity or rules, listens that may no longer be read are revoked. */
  revokeUnreadableListens(): void {
    if (this.identity.admin) return;
    for (const [key, listen] of this.listens) {
      if (!this.ctx.db.canRead(listen.path, this.identity, listen.query)) this.revoke(key, listen);
    }
  }

  // ---- disconnection ----

  private onSocketClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.listens.clear();
    const ops = this.disconnectOps;
    this.disconnectOps = [];
    // Applied in order at once (like one client's writes); done once they are all on disk.
    const results = ops.map((op) => {
      try {
        const result =
          op.kind === 'set'
            ? this.ctx.db.set(op.path, op.data, op.identity, { instance: this.ctx.instance })
            : this.ctx.db.update(op.path, op.data, op.identity, { instance: this.ctx.instance });
        return result.then(
          (outcome) => {
            if (!outcome.ok) this.log(`onDisconnect en /${op.path.join('/')} falló: ${outcome.status}: ${outcome.message}`);
          },
          (error: unknown) => this.log(`onDisconnect en /${op.path.join('/')} falló: ${(error as Error).message}`),
        );
      } catch (error) {
        this.log(`onDisconnect en /${op.path.join('/')} falló: ${(error as Error).message}`);
        return Promise.resolve();
      }
    });
    void Promise.all(results).then(() => {
      this.ctx.onClosed(this);
      this.markDone();
    });
  }
}
