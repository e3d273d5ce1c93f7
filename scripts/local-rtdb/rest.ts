// A small REST surface in the style of RTDB's: GET/PUT/PATCH/POST/DELETE /<path>.json, for scripts
// (export/import, debugging with curl). `?auth=<admin secret>` or `Authorization: Bearer <secret>` is admin
// (so is `owner`, or no token at all, on a request whose Basic credentials carry the secret); an ID token
// acts as that user; no token is anonymous. Rules apply to everyone but admin. A GET with `Accept: text/event-stream` is a
// stream of changes (Server-Sent Events, stream.ts). CORS headers are the server's (server.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthPolicy, Identity } from './auth';
import { WRITE_TOO_BIG, type RtdbDatabase } from './database';
import { invalidPathReason, leadingKey, parsePath, type Path } from './paths';
import { restQuery, type WireQuery } from './query';
import { stripJsonComments } from './rules';
import type { StreamHub } from './stream';
import { isLeaf, toExportJson, toPlainValue, type MaybeNode } from './tree';

/** RTDB's limit for one write over REST. */
export const DEFAULT_MAX_REST_BODY_BYTES = 256 * 1024 * 1024;
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastPushTime = 0;
const lastRandom: number[] = [];

/** Chronologically sortable unique keys, like the SDK's push(). */
export function nextPushId(now = Date.now()): string {
  const sameMs = now === lastPushTime;
  lastPushTime = now;
  let time = '';
  for (let i = 0, t = now; i < 8; i++, t = Math.floor(t / 64)) time = PUSH_CHARS.charAt(t % 64) + time;
  if (!sameMs) {
    for (let i = 0; i < 12; i++) lastRandom[i] = Math.floor(Math.random() * 64);
  } else {
    let i = 11;
    for (; i >= 0 && lastRandom[i] === 63; i--) lastRandom[i] = 0;
    if (i >= 0) lastRandom[i]! += 1;
  }
  return time + lastRandom.map((n) => PUSH_CHARS.charAt(n)).join('');
}

export interface RestContext {
  db: RtdbDatabase;
  auth: AuthPolicy;
  log: (msg: string) => void;
  getRules: () => object;
  reloadRules: (rules: object) => void;
  /** Largest request body accepted (default DEFAULT_MAX_REST_BODY_BYTES). */
  maxBodyBytes?: number;
  /** Open REST streams (GET with Accept: text/event-stream); absent: streaming is not offered. */
  streams?: StreamHub;
  /** The namespace the request named (`?ns=`), passed on with its writes (database triggers). */
  instance?: string;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, pretty = false): void {
  const text = body === undefined ? '' : JSON.stringify(body, null, pretty ? 2 : undefined);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(text);
}

/**
 * Reads the body; one over `limit`, or one longer than a chunk that `refused` turns down from its first chunk, is
 * refused without keeping it (what is left of it is read and dropped). A one-chunk body is read as any other.
 */
async function readText(req: IncomingMessage, limit: number, refused?: (start: string) => boolean): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  let count = 0;
  let tooBig = Number(req.headers['content-length']) > limit;
  let denied = false;
  for await (const chunk of req) {
    if (count++ === 0 && !tooBig && refused?.((chunk as Buffer).toString('utf8'))) denied = true;
    size += (chunk as Buffer).length;
    if (size > limit) tooBig = true;
    if (denied && count > 1) chunks.length = 0;
    else if (!tooBig) chunks.push(chunk as Buffer);
  }
  if (tooBig) throw new HttpError(400, WRITE_TOO_BIG);
  if (denied && count > 1) throw new HttpError(401, 'Permission denied');
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody(req: IncomingMessage, limit: number, refused?: (start: string) => boolean): Promise<unknown> {
  const text = await readText(req, limit, refused);
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}

async function requestIdentity(req: IncomingMessage, url: URL, auth: AuthPolicy): Promise<Identity> {
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
  const token = url.searchParams.get('auth') ?? url.searchParams.get('access_token') ?? bearer;
  const identity = await auth.rest(token, auth.basicProof(req.headers) !== null);
  if (typeof identity === 'string') throw new HttpError(401, identity);
  return identity;
}

function shallow(node: MaybeNode): unknown {
  if (!node || isLeaf(node)) return toPlainValue(node);
  return Object.fromEntries([...node.children].map(([key, child]) => [key, isLeaf(child) ? child.value : true]));
}

function statusFor(result: { status: string }): number {
  if (result.status === 'permission_denied') return 401;
  if (result.status === 'write_failed') return 507; // Insufficient Storage: the disk refused it, nothing changed
  return 400;
}

/** EventSource (and RTDB's streaming clients) ask for `Accept: text/event-stream`. */
function wantsEventStream(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').split(',').some((type) => type.split(';')[0]!.trim().toLowerCase() === 'text/event-stream');
}

// The browser SDK starts with long polling (/.lp) when localStorage says a WebSocket failed before (a tab
// closed while connecting, a page loaded before this server started). We only speak WebSocket: the answer
// clears that flag and closes the poll at once (the SDK's `pLPCommand<cb>('close')`), so the SDK connects
// again, over WebSocket, instead of waiting out its 30 s connect timeout. Our pages never poll
// (connectLocalDatabase); this is for any other client of the stock SDK.
function longPollReset(callbackId: string | null): string {
  const clear =
    "try{localStorage.removeItem('firebase:previous_websocket_failure');}catch(e){}" +
    "try{parent.localStorage.removeItem('firebase:previous_websocket_failure');}catch(e){}";
  if (!/^\d{1,10}$/.test(callbackId ?? '')) return clear;
  // The script runs in the SDK's hidden iframe; its callbacks are the page's (window.parent).
  const name = `pLPCommand${callbackId}`;
  return `${clear}try{var c=window['${name}']||parent['${name}'];if(c)c('close');}catch(e){}`;
}

export async function handleRest(req: IncomingMessage, res: ServerResponse, ctx: RestContext): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/.health') {
      send(res, 200, { status: 'ok' });
      return;
    }
    if (url.pathname === '/.lp') {
      res.writeHead(200, { 'Content-Type': 'application/javascript' }).end(longPollReset(url.searchParams.get('cb')));
      return;
    }
    if (url.pathname === '/.settings/rules.json') {
      await handleRules(req, res, ctx, url, method);
      return;
    }
    if (!url.pathname.endsWith('.json')) {
      throw new HttpError(404, 'Use /<ruta>.json (REST) o el SDK (WebSocket /.ws).');
    }
    const pathText = url.pathname.slice(0, -'.json'.length);
    const path = parsePath(pathText).map((segment) => decodeURIComponent(segment));
    const identity = await requestIdentity(req, url, ctx.auth);
    const pretty = url.searchParams.get('print') === 'pretty';
    const silent = url.searchParams.get('print') === 'silent';
    const reply = (status: number, body: unknown) => (silent ? res.writeHead(204).end() : send(res, status, body, pretty));

    if (method === 'GET') {
      let query: WireQuery | undefined;
      try {
        query = restQuery(url.searchParams);
      } catch {
        throw new HttpError(400, 'orderBy/startAt/endAt/equalTo must be valid JSON');
      }
      if (ctx.streams && wantsEventStream(req)) {
        if (ctx.streams.isClosed) throw new HttpError(503, 'The server is shutting down');
        const opened = ctx.streams.open(req, res, { path, identity, query, exportFormat: url.searchParams.get('format') === 'export' });
        if (!opened.ok) throw new HttpError(statusFor(opened), opened.message);
        return;
      }
      const result = ctx.db.read(path, identity, query);
      if (!result.ok) throw new HttpError(statusFor(result), result.message);
      if (url.searchParams.get('shallow') === 'true') reply(200, shallow(result.node));
      else reply(200, url.searchParams.get('format') === 'export' ? toExportJson(result.node) : toPlainValue(result.node));
      return;
    }
    if (method === 'PUT' || method === 'POST' || method === 'PATCH' || method === 'DELETE') {
      const target = method === 'POST' ? [...path, nextPushId()] : path;
      // A write no .write rule can grant is refused before its body is parsed (for PATCH, by its first path).
      const denied = (at: Path) => !identity.admin && !invalidPathReason(at) && ctx.db.certainlyDenied(at, identity);
      const refused = (start: string) => {
        if (method !== 'PATCH') return denied(target);
        const key = leadingKey(start);
        return key !== undefined && denied([...target, ...parsePath(key)]);
      };
      const body = method === 'DELETE' ? null : await readBody(req, ctx.maxBodyBytes ?? DEFAULT_MAX_REST_BODY_BYTES, refused);
      // Answered once the write is on disk.
      const result = await (method === 'PATCH'
        ? ctx.db.update(target, body, identity, { instance: ctx.instance })
        : ctx.db.set(target, body, identity, { instance: ctx.instance }));
      if (!result.ok) throw new HttpError(statusFor(result), result.message);
      if (method === 'POST') reply(200, { name: target[target.length - 1] });
      else reply(200, method === 'DELETE' ? null : body);
      return;
    }
    throw new HttpError(405, `Method ${method} not allowed`);
  } catch (error) {
    if (error instanceof HttpError) {
      if (!res.headersSent) send(res, error.status, { error: error.message });
      return;
    }
    ctx.log(`error REST: ${(error as Error).stack ?? String(error)}`);
    if (!res.headersSent) send(res, 500, { error: 'Internal server error' });
    else res.end();
  }
}

/** /.settings/rules.json, as used by firebase-admin's getRules()/setRules(): admin only. */
async function handleRules(req: IncomingMessage, res: ServerResponse, ctx: RestContext, url: URL, method: string): Promise<void> {
  if (!(await requestIdentity(req, url, ctx.auth)).admin) throw new HttpError(401, 'Permission denied');
  if (method === 'GET') {
    send(res, 200, ctx.getRules(), true);
    return;
  }
  if (method === 'PUT') {
    // firebase-admin's setRules() may send the rules source with comments.
    let rules: unknown;
    try {
      rules = JSON.parse(stripJsonComments(await readText(req, ctx.maxBodyBytes ?? DEFAULT_MAX_REST_BODY_BYTES)));
    } catch {
      throw new HttpError(400, 'Rules must be JSON');
    }
    if (typeof rules !== 'object' || rules === null) throw new HttpError(400, 'Rules must be a JSON object');
    try {
      ctx.reloadRules(rules);
    } catch (error) {
      throw new HttpError(400, (error as Error).message);
    }
    send(res, 200, { status: 'ok' });
    return;
  }
  throw new HttpError(405, `Method ${method} not allowed`);
}
