// REST streaming (Server-Sent Events), as RTDB documents it ("Streaming from the REST API"):
// `GET /<path>.json` with `Accept: text/event-stream` keeps the response open and sends
//   event: put          data: {"path":"/","data":<value at the stream's path>}   first, then after each change
//   event: keep-alive   data: null                                                every keepAliveMs
//   event: cancel       data: "Permission denied"                                 the rules deny the read; ends
//   event: auth_revoked data: "credential is no longer valid"                     the ID token expired; ends
// A stream is one more listener of the database (RtdbDatabase.onChange), fed at the same moment as the
// WebSocket listens: once a write is on disk. A burst of changes (e.g. one group commit) becomes one `put`
// with the whole new value at the stream's path; nothing is sent for writes elsewhere.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeIdentity, type Identity } from './auth';
import { changeIndex } from './connection';
import type { Change, RtdbDatabase } from './database';
import { pathToString, type Path } from './paths';
import { applyQuery, type WireQuery } from './query';
import { getNode, toExportJson, toPlainValue, type MaybeNode } from './tree';

/** RTDB sends a keep-alive every 30 seconds. */
export const DEFAULT_KEEP_ALIVE_MS = 30_000;
/** The `data` of a `cancel` event when the rules deny the read (RTDB: "Permission denied"). */
export const STREAM_DENIED = 'Permission denied';
export const STREAM_AUTH_REVOKED = 'credential is no longer valid';
/** Longest delay setTimeout accepts. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface StreamHubOptions {
  db: RtdbDatabase;
  log: (msg: string) => void;
  /** Interval of `keep-alive` events (default 30 s). */
  keepAliveMs?: number;
  /** Open streams per client address; more are cancelled at once (default 1,000, like listens per connection). */
  maxStreams?: number;
  /** Bytes written to a stream and not yet read by its client; beyond this the stream is dropped. */
  maxPendingBytes?: number;
}

export interface StreamRequest {
  path: Path;
  identity: Identity;
  /** Query parameters (orderBy, limitTo..., ...): the stream carries that window, as a REST GET would. */
  query: WireQuery | undefined;
  /** format=export: data with priorities (.priority/.value) like REST GET. */
  exportFormat: boolean;
}

/** All open streams of a server: rules reloads and server close reach them here. */
export class StreamHub {
  private readonly streams = new Set<EventStream>();
  private readonly perAddress = new Map<string, number>();
  private closed = false;
  readonly keepAliveMs: number;
  readonly maxStreams: number;
  readonly maxPendingBytes: number;
  private nextId = 1;

  constructor(private readonly opts: StreamHubOptions) {
    this.keepAliveMs = opts.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
    this.maxStreams = opts.maxStreams ?? 1000;
    this.maxPendingBytes = opts.maxPendingBytes ?? 64 * 1024 * 1024;
  }

  get size(): number {
    return this.streams.size;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Answers a streaming request. A read the rules deny (or too many streams) gets a `cancel` event and the
   * response ends; other failures (invalid path) are returned for the caller to answer as REST GET does.
   */
  open(req: IncomingMessage, res: ServerResponse, request: StreamRequest): { ok: true } | { ok: false; status: string; message: string } {
    const { db } = this.opts;
    const result = db.read(request.path, request.identity, request.query);
    if (!result.ok && result.status !== 'permission_denied') return result;
    startEventStream(res);
    if (!result.ok) {
      writeEvent(res, 'cancel', STREAM_DENIED);
      res.end();
      return { ok: true };
    }
    const address = req.socket.remoteAddress ?? '';
    const count = this.perAddress.get(address) ?? 0;
    if (count >= this.maxStreams) {
      this.log(`demasiados streams REST desde ${address} (${count}): se rechaza ${pathToString(request.path)}`);
      writeEvent(res, 'cancel', `Too many listens from one client (the limit is ${this.maxStreams})`);
      res.end();
      return { ok: true };
    }
    this.perAddress.set(address, count + 1);
    const stream = new EventStream(this.nextId++, this, db, res, request, result.node, () => {
      this.streams.delete(stream);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    this.streams.add(stream);
    return { ok: true };
  }

  /** After a change of rules: streams that may no longer be read are cancelled. */
  revokeUnreadable(): void {
    for (const stream of [...this.streams]) stream.checkReadable();
  }

  /** Ends every stream; new ones are refused from now on. */
  close(): void {
    this.closed = true;
    for (const stream of [...this.streams]) stream.end();
  }

  log(msg: string): void {
    this.opts.log(msg);
  }
}

function startEventStream(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  res.flushHeaders();
}

function eventText(event: string, data: unknown): string {
  // JSON never contains a raw line break, so `data` is always a single line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function writeEvent(res: ServerResponse, event: string, data: unknown): void {
  res.write(eventText(event, data));
}

class EventStream {
  private readonly unsubscribe: () => void;
  private readonly keepAlive: NodeJS.Timeout;
  private expiry: NodeJS.Timeout | null = null;
  /** The last write (Change.seq) its data included (as for WebSocket listens). */
  private readonly since: number;
  /** Data of the latest relevant committed change, waiting to be sent (bursts become one event). */
  private pendingRoot: MaybeNode | undefined;
  private flushScheduled = false;
  /** The last `data` sent, serialized: a change that leaves the value as it was sends nothing. */
  private lastSent: string;
  private readonly wirePath: string;
  private ended = false;

  constructor(
    private readonly id: number,
    private readonly hub: StreamHub,
    private readonly db: RtdbDatabase,
    private readonly res: ServerResponse,
    private readonly request: StreamRequest,
    initial: MaybeNode,
    private readonly onEnded: () => void,
  ) {
    this.wirePath = request.path.join('/');
    this.since = db.lastSeq;
    this.lastSent = JSON.stringify(this.format(initial));
    this.send('put', `{"path":"/","data":${this.lastSent}}`);
    this.unsubscribe = db.onChange((change) => this.onChange(change));
    this.keepAlive = setInterval(() => this.send('keep-alive', 'null'), hub.keepAliveMs);
    this.keepAlive.unref();
    this.scheduleExpiry();
    res.on('close', () => this.cleanup());
    this.log(`abierto (${describeIdentity(request.identity)})`);
  }

  private log(msg: string): void {
    this.hub.log(`[stream ${this.id} ${pathToString(this.request.path)}] ${msg}`);
  }

  /** An ID token that expires while the stream is open ends it with `auth_revoked`, as RTDB does. */
  private scheduleExpiry(): void {
    const { identity } = this.request;
    if (identity.admin || !identity.auth) return;
    const { exp, iat } = identity.auth.token;
    // mockUserToken's tokens (iat 0) never expire here (see auth.ts).
    if (typeof exp !== 'number' || iat === 0) return;
    const arm = () => {
      const left = exp * 1000 - Date.now();
      this.expiry = setTimeout(left > MAX_TIMER_MS ? arm : () => this.finish('auth_revoked', STREAM_AUTH_REVOKED), Math.max(0, Math.min(left, MAX_TIMER_MS)));
      this.expiry.unref();
    };
    arm();
  }

  private format(node: MaybeNode): unknown {
    const view = applyQuery(node, this.request.query);
    return this.request.exportFormat ? toExportJson(view) : toPlainValue(view);
  }

  private onChange(change: Change): void {
    if (this.ended) return;
    // Read rules may look at data anywhere: after any write the stream may have become unreadable.
    if (this.db.readDependsOnData && !this.checkReadable()) return;
    if (change.seq <= this.since) return; // its first event already had this write
    if (change.undoneAfter !== undefined && this.since <= change.undoneAfter) return; // never saw what is undone
    const index = changeIndex(change);
    if (!index.coversFrom(this.request.path) && !index.below.has(this.wirePath)) return; // written elsewhere
    this.pendingRoot = change.after;
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Everything announced in this turn (a group commit announces its whole batch at once) goes as one event.
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    const root = this.pendingRoot;
    this.pendingRoot = undefined;
    if (this.ended || root === undefined) return;
    const text = JSON.stringify(this.format(getNode(root, this.request.path)));
    if (text === this.lastSent) return;
    this.lastSent = text;
    this.send('put', `{"path":"/","data":${text}}`);
  }

  /** Cancels the stream if its identity may no longer read it; returns whether it still may. */
  checkReadable(): boolean {
    if (this.ended) return false;
    if (this.db.canRead(this.request.path, this.request.identity, this.request.query)) return true;
    this.log(`revocado (${describeIdentity(this.request.identity)})`);
    this.finish('cancel', STREAM_DENIED);
    return false;
  }

  /** `data` is already JSON. */
  private send(event: string, data: string): void {
    if (this.ended) return;
    if (this.res.writableLength > this.hub.maxPendingBytes) {
      // A client that does not read would make the server hold every update in memory.
      this.log(`el cliente no lee (${this.res.writableLength} bytes pendientes): se cierra el stream`);
      this.cleanup();
      this.res.destroy();
      return;
    }
    this.res.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  private finish(event: string, data: unknown): void {
    if (this.ended) return;
    this.send(event, JSON.stringify(data));
    this.end();
  }

  /** Ends the response (server close, cancel). */
  end(): void {
    this.cleanup();
    if (!this.res.writableEnded) this.res.end();
  }

  private cleanup(): void {
    if (this.ended) return;
    this.ended = true;
    this.pendingRoot = undefined;
    this.unsubscribe();
    clearInterval(this.keepAlive);
    if (this.expiry) clearTimeout(this.expiry);
    this.onEnded();
    this.log('cerrado');
  }
}
