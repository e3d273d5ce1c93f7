// Durable writes, timed: a local RTDB server on a temporary data file and a free port, 16 concurrent
// writers doing REST PUTs (4,000 in all). A write counts once its answer arrives, i.e. once it is on
// disk (the server acknowledges only after the log is fsynced, grouping concurrent writes in one fsync).
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startRtdbServer } from '../local-rtdb/server';

const WRITERS = 16;
const WRITES_PER_WRITER = 250;

export async function benchWrites(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-bench-escrituras-'));
  const server = await startRtdbServer({ dataFile: path.join(dir, 'rtdb.json'), log: () => {} });
  // node:http with one kept-alive socket per writer: lighter than fetch, so the figure is the server's.
  const agent = new Agent({ keepAlive: true, maxSockets: WRITERS });
  try {
    const put = (writer: number, i: number) =>
      new Promise<void>((resolve, reject) => {
        const body = JSON.stringify({ writer, i, at: Date.now(), text: 'x'.repeat(100) });
        const req = request(
          `${server.url}/bench/w${writer}/${i}.json?auth=${server.adminSecret}`,
          { method: 'PUT', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`PUT respondió ${res.statusCode}`))));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => put(w, -1))); // warm-up: connections open
    const start = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = 0; i < WRITES_PER_WRITER; i += 1) await put(writer, i);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const total = WRITERS * WRITES_PER_WRITER;
    console.log(`\nEscrituras confirmadas por segundo (${WRITERS} escritores, REST): ${Math.round(total / seconds)}`);
    console.log(`  (${total} PUT en ${seconds.toFixed(2)} s; cada respuesta llega con la escritura ya en disco)`);
  } finally {
    agent.destroy();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
