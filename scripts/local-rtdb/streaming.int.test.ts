// REST streaming (Server-Sent Events, "Streaming from the REST API"): GET /<path>.json with
// Accept: text/event-stream. The SSE text is parsed here by hand (Node has no EventSource).
import { get as httpGet, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ref, set, update } from 'firebase/database';
import { eventually } from '../testing/eventually';
import { startRtdbServer } from './server';
import { PROJECT, startHarness, unsignedToken, type Harness } from './testUtils';

jest.setTimeout(60_000);

/** The one browser origin this server lets in. */
const SITE = 'http://localhost:8080';

interface SseEvent {
  event: string;
  data: unknown;
}

/** A minimal EventSource: collects the events of one response and lets the test wait for them. */
class SseClient {
  readonly events: SseEvent[] = [];
  private taken = 0;
  private buffer = '';
  private waiters: Array<() => void> = [];
  private endedFlag = false;
  readonly ended: Promise<void>;

  private constructor(readonly res: IncomingMessage) {
    res.setEncoding('utf8');
    this.ended = new Promise((resolve) => {
      const done = () => {
        this.endedFlag = true;
        this.wake();
        resolve();
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    res.on('data', (chunk: string) => this.onText(chunk));
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const req = httpGet(url, { headers: { Accept: 'text/event-stream', ...headers }, agent: false }, (res) => resolve(new SseClient(res)));
      req.on('error', reject);
    });
  }

  get status(): number | undefined {
    return this.res.statusCode;
  }

  get headers(): IncomingHttpHeaders {
    return this.res.headers;
  }

  get isEnded(): boolean {
    return this.endedFlag;
  }

  private onText(text: string): void {
    this.buffer += text.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue; // comment
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) this.events.push({ event, data: JSON.parse(data.join('\n')) });
    }
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** The next event not taken yet (keep-alives skipped unless asked for); fails after a generous timeout. */
  async next({ keepAlive = false, timeoutMs = 10_000 } = {}): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.taken < this.events.length) {
        const event = this.events[this.taken++]!;
        if (keepAlive || event.event !== 'keep-alive') return event;
      }
      if (this.endedFlag) throw new Error(`the stream ended; events: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timeout waiting for an event; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server ended the response; fails after a generous timeout. */
  async waitEnded(timeoutMs = 10_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.ended,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout waiting for the stream to end')), timeoutMs))),
    ]).finally(() => clearTimeout(timer));
  }

  close(): void {
    this.res.destroy();
  }
}

const put = (data: unknown): SseEvent => ({ event: 'put', data: { path: '/', data } });
const CANCEL: SseEvent = { event: 'cancel', data: 'Permission denied' };

const RULES = {
  rules: {
    '.read': false,
    '.write': false,
    salones: { '.read': true, '.write': true },
    otros: { '.read': true, '.write': true },
    perfiles: {
      $uid: { '.read': 'auth != null && auth.uid === $uid', '.write': 'auth != null && auth.uid === $uid' },
    },
    publicado: { '.read': "root.child('flags/publico').val() === true" },
    flags: { '.read': true, '.write': true },
  },
};

let dir: string;
let h: Harness;
const clients: SseClient[] = [];

beforeAll(async () => {
  // With a data file: writes are acknowledged (and streamed) only once they are on disk.
  dir = mkdtempSync(path.join(tmpdir(), 'local-rtdb-stream-'));
  h = await startHarness({
    rules: RULES,
    dataFile: path.join(dir, 'rtdb.json'),
    allowedOrigins: [SITE],
    initialData: {
      salones: { s1: { nombre: 'Salón Azul', capacidad: 120 } },
      perfiles: { ana: { nombre: 'Ana' } },
      publicado: { texto: 'hola' },
      flags: { publico: true },
    },
  });
});

afterEach(() => {
  clients.splice(0).forEach((c) => c.close());
});

afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const url = (p: string, params = '') => `${h.server.url}/${p}.json?ns=${PROJECT}${params}`;

async function stream(p: string, params = '', headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await SseClient.open(url(p, params), headers);
  clients.push(client);
  return client;
}

const rest = async (p: string, method: string, body?: unknown) => {
  const res = await fetch(`${h.server.url}/${p}.json?auth=${h.server.adminSecret}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
};

describe('REST streaming', () => {
  test('the first event is a put with the current value at the path, as text/event-stream with CORS', async () => {
    const s = await stream('salones/s1', '', { Origin: SITE });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['access-control-allow-origin']).toBe(SITE);
    expect(await s.next()).toEqual(put({ nombre: 'Salón Azul', capacidad: 120 }));
  });

  test('a path with no data starts with data null, and gets the value once written', async () => {
    const s = await stream('salones/nada');
    expect(await s.next()).toEqual(put(null));
    await rest('salones/nada', 'PUT', { x: 1 });
    expect(await s.next()).toEqual(put({ x: 1 }));
    await rest('salones/nada', 'DELETE');
    expect(await s.next()).toEqual(put(null));
  });

  test('REST writes under and above the path send its new value; writes elsewhere send nothing', async () => {
    const s = await stream('salones/s1');
    expect(await s.next()).toEqual(put({ nombre: 'Salón Azul', capacidad: 120 }));
    await rest('otros/x', 'PUT', 1); // elsewhere
    await rest('salones/s2', 'PUT', { nombre: 'Otro' }); // a sibling
    await rest('salones/s1/capacidad', 'PUT', 150); // inside
    expect(await s.next()).toEqual(put({ nombre: 'Salón Azul', capacidad: 150 }));
    await rest('otros/y', 'PATCH', { a: 1, b: 2 });
    await rest('salones', 'PATCH', { 's1/nombre': 'Salón Rojo', s3: { nombre: 'Tercero' } }); // above, multi-path
    expect(await s.next()).toEqual(put({ nombre: 'Salón Rojo', capacidad: 150 }));
    await rest('salones/s1/nombre', 'PUT', 'Salón Rojo'); // the same value: nothing to say
    await rest('salones/s1/nombre', 'PUT', 'Salón Azul');
    expect(await s.next()).toEqual(put({ nombre: 'Salón Azul', capacidad: 150 }));
    expect(s.events).toHaveLength(4); // nothing in between
    await rest('salones/s1/capacidad', 'PUT', 120);
  });

  test('SDK writes (set, multi-path update) send one put each', async () => {
    const db = h.client();
    const s = await stream('salones');
    const first = (await s.next()) as { data: { data: Record<string, unknown> } };
    expect(first.data.data.s1).toEqual({ nombre: 'Salón Azul', capacidad: 120 });
    await set(ref(db, 'salones/s1/capacidad'), 200);
    expect(((await s.next()).data as { data: { s1: unknown } }).data.s1).toEqual({ nombre: 'Salón Azul', capacidad: 200 });
    await set(ref(db, 'otros/sdk'), true);
    await update(ref(db), { 'salones/s1/capacidad': 120, 'salones/s1/nombre': 'Uno', 'otros/z': 3 });
    expect(((await s.next()).data as { data: { s1: unknown } }).data.s1).toEqual({ nombre: 'Uno', capacidad: 120 });
    await set(ref(db, 'salones/s1/nombre'), 'Salón Azul');
    expect(((await s.next()).data as { data: { s1: unknown } }).data.s1).toEqual({ nombre: 'Salón Azul', capacidad: 120 });
    expect(s.events).toHaveLength(4); // the update was one event; the write elsewhere none
  });

  test('?auth= and Authorization: Bearer act as that user; a denied read gets cancel and the stream ends', async () => {
    const denied = await stream('perfiles/ana');
    expect(denied.status).toBe(200);
    expect(await denied.next()).toEqual(CANCEL);
    await denied.waitEnded();
    expect(denied.events).toEqual([CANCEL]);

    const other = await stream('perfiles/ana', `&auth=${unsignedToken({ sub: 'beto' })}`);
    expect(await other.next()).toEqual(CANCEL);
    await other.waitEnded();

    const token = unsignedToken({ sub: 'ana' });
    const byParam = await stream('perfiles/ana', `&auth=${token}`);
    expect(await byParam.next()).toEqual(put({ nombre: 'Ana' }));
    const byHeader = await stream('perfiles/ana', '', { Authorization: `Bearer ${token}` });
    expect(await byHeader.next()).toEqual(put({ nombre: 'Ana' }));
    const admin = await stream('', `&auth=${h.server.adminSecret}`); // the root: /.json
    expect(((await admin.next()).data as { data: Record<string, unknown> }).data.perfiles).toEqual({ ana: { nombre: 'Ana' } });
  });

  test('an invalid or expired token is refused like a REST GET (401), not streamed', async () => {
    const s = await stream('salones', `&auth=${unsignedToken({ sub: 'ana' }, { expired: true })}`);
    expect(s.status).toBe(401);
    expect(s.headers['content-type']).toMatch(/^application\/json/);
  });

  test('a token that expires while streaming ends the stream with auth_revoked', async () => {
    const now = Math.floor(Date.now() / 1000);
    const part = (obj: unknown) => Buffer.from(JSON.stringify(obj)).toString('base64url');
    const token = `${part({ alg: 'none' })}.${part({ sub: 'ana', iat: now, exp: now + 2 })}.`;
    const s = await stream('perfiles/ana', `&auth=${token}`);
    expect(await s.next()).toEqual(put({ nombre: 'Ana' }));
    expect(await s.next()).toEqual({ event: 'auth_revoked', data: 'credential is no longer valid' });
    await s.waitEnded();
  });

  test('a data change that revokes the read sends cancel and ends the stream', async () => {
    const s = await stream('publicado');
    expect(await s.next()).toEqual(put({ texto: 'hola' }));
    await rest('flags/publico', 'PUT', false);
    expect(await s.next()).toEqual(CANCEL);
    await s.waitEnded();
    await rest('flags/publico', 'PUT', true);
  });

  test('new rules that deny the read cancel the stream', async () => {
    const s = await stream('otros');
    await s.next();
    h.server.reloadRules({ rules: { ...RULES.rules, otros: { '.read': false, '.write': true } } });
    try {
      expect(await s.next()).toEqual(CANCEL);
      await s.waitEnded();
    } finally {
      h.server.reloadRules(RULES);
    }
  });

  test('keep-alive events come every streamKeepAliveMs', async () => {
    const server = await startRtdbServer({ log: () => {}, streamKeepAliveMs: 20, initialData: { a: 1 } });
    try {
      const s = await SseClient.open(`${server.url}/a.json`);
      clients.push(s);
      expect(await s.next()).toEqual(put(1));
      expect(await s.next({ keepAlive: true })).toEqual({ event: 'keep-alive', data: null });
      expect(await s.next({ keepAlive: true })).toEqual({ event: 'keep-alive', data: null });
    } finally {
      await server.close();
    }
  });

  test('OPTIONS (CORS preflight) is answered for an allowed origin only', async () => {
    const res = await fetch(url('salones'), { method: 'OPTIONS', headers: { Origin: SITE } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const foreign = await fetch(url('salones'), { method: 'OPTIONS', headers: { Origin: 'http://localhost:3000' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('closing the client removes its listener; the server keeps answering', async () => {
    const before = h.server.openStreams();
    const s = await stream('salones/s1');
    await s.next();
    expect(h.server.openStreams()).toBe(before + 1);
    s.close();
    await eventually(() => expect(h.server.openStreams()).toBe(before), 10_000);
    await rest('salones/s1/capacidad', 'PUT', 121);
    expect(await rest('salones/s1', 'GET')).toEqual({ nombre: 'Salón Azul', capacidad: 121 });
    const again = await stream('salones/s1');
    expect(await again.next()).toEqual(put({ nombre: 'Salón Azul', capacidad: 121 }));
    await rest('salones/s1/capacidad', 'PUT', 120);
  });

  test('streams count toward the listen limit (per client address)', async () => {
    const server = await startRtdbServer({ log: () => {}, limits: { maxListens: 2 }, initialData: { a: 1 } });
    try {
      const open = async () => {
        const s = await SseClient.open(`${server.url}/a.json`);
        clients.push(s);
        return s;
      };
      const [one, two] = [await open(), await open()];
      expect(await one.next()).toEqual(put(1));
      expect(await two.next()).toEqual(put(1));
      const three = await open();
      expect(await three.next()).toEqual({ event: 'cancel', data: 'Too many listens from one client (the limit is 2)' });
      await three.waitEnded();
      one.close();
      await eventually(() => expect(server.openStreams()).toBe(1), 10_000);
      expect(await (await open()).next()).toEqual(put(1));
    } finally {
      await server.close();
    }
  });

  test('a client that does not read is dropped', async () => {
    const logs: string[] = [];
    const server = await startRtdbServer({ log: (m) => logs.push(m), limits: { maxPendingBytes: 64 * 1024 } });
    try {
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = httpRequest(`${server.url}/grande.json`, { headers: { Accept: 'text/event-stream' }, agent: false }, resolve);
        req.on('error', reject);
        req.end();
      });
      res.pause(); // never reads
      res.on('error', () => {});
      expect(server.openStreams()).toBe(1);
      const big = 'x'.repeat(1024 * 1024);
      for (let i = 0; server.openStreams() > 0; i++) {
        if (i > 200) throw new Error('the stream was never dropped');
        await server.setData('grande', `${i}${big}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(logs.some((m) => m.includes('el cliente no lee'))).toBe(true);
      res.destroy();
    } finally {
      await server.close();
    }
  });

  test('server.close() with streams open finishes and ends them', async () => {
    const server = await startRtdbServer({ log: () => {}, initialData: { a: { b: 1 } } });
    const one = await SseClient.open(`${server.url}/a.json`);
    const two = await SseClient.open(`${server.url}/a/b.json`);
    clients.push(one, two);
    expect(await one.next()).toEqual(put({ b: 1 }));
    expect(await two.next()).toEqual(put(1));
    await server.close();
    await one.waitEnded();
    await two.waitEnded();
  });
});
