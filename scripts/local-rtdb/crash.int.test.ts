// Durability under kill -9: the server runs as a child process (cli.ts) on a temporary data file; several
// REST writers, a multi-path PATCH writer and a WebSocket client (the real SDK) record every write the
// server acknowledged; the server is SIGKILLed at seeded-random moments, restarted on the same files, and
// every acknowledged write must be there. A counter incremented by SDK transactions across the crashes
// never hands out the same value twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, goOnline, ref, runTransaction, set, type Database } from 'firebase/database';

jest.setTimeout(60_000);

const ROUNDS = 4;
const REST_WRITERS = 6;
const REPO = path.resolve(__dirname, '../..');
const CLI = path.join(__dirname, 'cli.ts');

/** mulberry32: a small seeded generator, so the kill moments are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The child makes its admin secret on first start and keeps it in this file (as the local backend does).
const secretFile = () => path.join(dir, 'admin-secret');
let secretText: string | undefined;
const secret = () => (secretText ??= readFileSync(secretFile(), 'utf8').trim());

interface Child {
  process: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

async function startChild(port: number, dataFile: string): Promise<Child> {
  // node with tsx's loader in the same process (the tsx command runs a second process, which SIGKILL would orphan).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--port', String(port), '--data', dataFile, '--compact-log-bytes', '32768', '--admin-secret-file', secretFile()],
    {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output.push(data.toString());
      if (output.join('').includes('Base de datos local')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (data: Buffer) => output.push(data.toString()));
    void exited.then(() => reject(new Error(`el servidor terminó al arrancar:\n${output.join('')}`)));
  });
  return { process: child, output, exited };
}

/** The whole database, as its REST API reads it. */
async function readAll(port: number): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/.json?auth=${secret()}`);
  expect(response.status).toBe(200);
  return (await response.json()) as unknown;
}

/** The value at `p` (a/b/c) in what readAll read; undefined where nothing is. */
function valueAt(data: unknown, p: string): unknown {
  return p.split('/').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'local-rtdb-crash-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('every acknowledged write survives kill -9, and a transactional counter never repeats a value', async () => {
  const random = seeded(Number(process.env.RTDB_CRASH_SEED ?? 12)); // another seed: RTDB_CRASH_SEED=n
  const port = await freePort();
  const dataFile = path.join(dir, 'rtdb.json');
  const acked = new Map<string, unknown>(); // path -> value acknowledged by the server
  const counterValues: number[] = [];
  const apps: FirebaseApp[] = [];
  let sdkDb: Database | undefined;
  let stopSdk = false;
  const sdkLoops: Promise<void>[] = [];
  let child = await startChild(port, dataFile);

  try {
    for (let round = 0; round < ROUNDS; round++) {
      if (!sdkDb) {
        const app = initializeApp({ projectId: 'demo-test', databaseURL: `http://127.0.0.1:${port}?ns=demo-test` }, `crash-${port}`);
        apps.push(app);
        sdkDb = getDatabase(app);
        connectDatabaseEmulator(sdkDb, '127.0.0.1', port);
        const db = sdkDb;
        // SDK writer: set() resolves when the server acknowledged; a set in flight at a crash is resent by the SDK.
        sdkLoops.push(
          (async () => {
            for (let i = 0; !stopSdk; i++) {
              await set(ref(db, `sdk/s${i}`), { i, text: `valor ${i}` });
              acked.set(`sdk/s${i}`, { i, text: `valor ${i}` });
            }
          })(),
          (async () => {
            while (!stopSdk) {
              try {
                const result = await runTransaction(ref(db, 'counter'), (n: number | null) => (n ?? 0) + 1);
                if (result.committed) counterValues.push(result.snapshot.val() as number);
              } catch {
                // The SDK aborts a transaction in flight when the connection drops ('disconnect'): try again.
                await sleep(20);
              }
            }
          })(),
        );
      } else {
        // Reconnect at once instead of waiting for the SDK's back-off.
        goOffline(sdkDb);
        goOnline(sdkDb);
      }

      // Every write acknowledged before this start must be there.
      const data = await readAll(port);
      for (const [p, value] of acked) {
        const found = valueAt(data, p);
        expect({ path: p, value: found }).toEqual({ path: p, value });
      }

      let alive = true;
      const restWriter = async (w: number) => {
        for (let i = 0; alive; i++) {
          const p = `rest/r${round}/w${w}/${i}`;
          const value = { w, i, round, pad: 'x'.repeat(Math.floor(random() * 200)) };
          try {
            const response = await fetch(`http://127.0.0.1:${port}/${p}.json?auth=${secret()}`, { method: 'PUT', body: JSON.stringify(value) });
            if (response.status !== 200) throw new Error(`PUT ${response.status}`);
            await response.arrayBuffer();
            acked.set(p, value);
          } catch {
            return; // the server is gone: this write may or may not have happened
          }
        }
      };
      const patchWriter = async () => {
        for (let i = 0; alive; i++) {
          const base = `patch/r${round}/${i}`;
          const update = { [`${base}/a`]: i, [`${base}/b`]: `b${i}`, [`totals/r${round}/${i}`]: i };
          try {
            const response = await fetch(`http://127.0.0.1:${port}/.json?auth=${secret()}`, { method: 'PATCH', body: JSON.stringify(update) });
            if (response.status !== 200) throw new Error(`PATCH ${response.status}`);
            await response.arrayBuffer();
            for (const [p, v] of Object.entries(update)) acked.set(p, v);
          } catch {
            return;
          }
        }
      };
      const writers = [...Array.from({ length: REST_WRITERS }, (_, w) => restWriter(w)), patchWriter()];
      await sleep(150 + Math.floor(random() * 600));
      child.process.kill('SIGKILL');
      await child.exited;
      alive = false;
      await Promise.all(writers);
      console.log(`ronda ${round}: ${acked.size} escrituras confirmadas en total, contador en ${Math.max(0, ...counterValues)}`);
      child = await startChild(port, dataFile);
    }

    // Final check after the last crash, then a clean stop leaves everything in the snapshot alone.
    goOffline(sdkDb!);
    goOnline(sdkDb!);
    stopSdk = true;
    await Promise.all(sdkLoops);
    const data = await readAll(port);
    for (const [p, value] of acked) {
      const found = valueAt(data, p);
      expect({ path: p, value: found }).toEqual({ path: p, value });
    }
    expect(counterValues.length).toBeGreaterThan(0);
    expect(new Set(counterValues).size).toBe(counterValues.length);
    expect(valueAt(data, 'counter')).toBeGreaterThanOrEqual(Math.max(...counterValues));
    expect(child.output.join('')).toMatch(/escrituras recuperadas/);

    const exported = await (await fetch(`http://127.0.0.1:${port}/.json?auth=${secret()}&format=export`)).json();
    child.process.kill('SIGTERM');
    await child.exited;
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual(exported);
    expect(existsSync(`${dataFile}.log`)).toBe(false);
  } finally {
    stopSdk = true;
    await Promise.race([Promise.allSettled(sdkLoops), sleep(5000)]);
    await Promise.all(apps.map((app) => deleteApp(app)));
    child.process.kill('SIGKILL');
  }
});
