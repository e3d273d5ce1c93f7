// The write log: a full or failing disk refuses writes (and undoes them) without taking the server down;
// on start a torn or corrupt last record is dropped, an interrupted compaction is finished, and damage in
// the middle of the log stops the start instead of losing data silently.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { get, onValue, ref, set, update } from 'firebase/database';
import { diskError, sha256, type DiskFaults } from './persistence';
import { startRtdbServer } from './server';
import { startHarness } from './testUtils';
import { eventually } from '../testing/eventually';

jest.setTimeout(30_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'local-rtdb-log-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A disk that fails the chosen operation while `failing` is set. */
function faultyDisk(): DiskFaults & { failing: { op: 'append' | 'fsync'; code: 'ENOSPC' | 'EIO' } | null } {
  const disk = {
    failing: null as { op: 'append' | 'fsync'; code: 'ENOSPC' | 'EIO' } | null,
    check: (op: 'append' | 'fsync' | 'snapshot') => (disk.failing && disk.failing.op === op ? diskError(disk.failing.code) : undefined),
  };
  return disk;
}

/** One log line as the server writes it: `<crc32 hex> <bytes> <json>\n`. */
function frame(record: unknown): string {
  const json = Buffer.from(JSON.stringify(record));
  return `${crc32(json).toString(16).padStart(8, '0')} ${json.length} ${json.toString()}\n`;
}

test.each([
  ['append', 'ENOSPC'],
  ['fsync', 'EIO'],
] as const)('a failed %s (%s) refuses the write to REST and SDK clients, undoes it, and later writes succeed', async (op, code) => {
  const dataFile = path.join(dir, `full-${op}.json`);
  const disk = faultyDisk();
  const h = await startHarness({ dataFile, diskFaults: disk });
  const logs: string[] = [];
  try {
    await h.server.setData('reserva', { estado: 'original' });
    const writer = h.client();
    const watcher = h.client();
    const seen: unknown[] = [];
    onValue(ref(watcher, 'reserva/estado'), (snap) => seen.push(snap.val()));
    await get(ref(writer, 'reserva'));

    disk.failing = { op, code };
    // REST: 507 with a JSON error, data unchanged.
    const response = await fetch(`${h.server.url}/reserva/estado.json?auth=${h.server.adminSecret}`, { method: 'PUT', body: '"rest"' });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: expect.stringContaining(code) });
    expect(h.server.getData('reserva')).toEqual({ estado: 'original' });
    // SDK: set and update are rejected with an error code; the writer's own view goes back.
    await expect(set(ref(writer, 'reserva/estado'), 'sdk')).rejects.toMatchObject({ code: 'WRITE_FAILED' });
    await expect(update(ref(writer, 'reserva'), { estado: 'update', otro: 1 })).rejects.toMatchObject({ code: 'WRITE_FAILED' });
    expect((await get(ref(writer, 'reserva'))).val()).toEqual({ estado: 'original' });
    // Two writes at once: both refused (the second was applied on top of the first).
    const both = await Promise.all(
      ['uno', 'dos'].map((v) => fetch(`${h.server.url}/reserva/estado.json?auth=${h.server.adminSecret}`, { method: 'PUT', body: JSON.stringify(v) })),
    );
    expect(both.map((r) => r.status)).toEqual([507, 507]);
    expect(h.server.getData('reserva')).toEqual({ estado: 'original' });
    // Still answering.
    expect((await fetch(`${h.server.url}/.health`)).status).toBe(200);
    expect(await (await fetch(`${h.server.url}/reserva.json?auth=${h.server.adminSecret}`)).json()).toEqual({ estado: 'original' });

    disk.failing = null; // space again
    await set(ref(writer, 'reserva/estado'), 'después');
    const ok = await fetch(`${h.server.url}/reserva/nota.json?auth=${h.server.adminSecret}`, { method: 'PUT', body: '"ok"' });
    expect(ok.status).toBe(200);
    expect(h.server.getData('reserva')).toEqual({ estado: 'después', nota: 'ok' });
    // The watcher never saw a refused value.
    expect(seen.filter((v) => !['original', 'después'].includes(v as string))).toEqual([]);
    expect(seen[seen.length - 1]).toBe('después');
  } finally {
    await h.close();
  }
  // After a restart (from the snapshot written at close) and also from the log alone: no refused write.
  const again = await startRtdbServer({ dataFile, log: (m) => logs.push(m) });
  try {
    expect(again.getData('reserva')).toEqual({ estado: 'después', nota: 'ok' });
  } finally {
    await again.close();
  }
});

test('a refused write is not in the log: a restart without a clean close does not bring it back', async () => {
  const dataFile = path.join(dir, 'refused-log.json');
  const disk = faultyDisk();
  // Huge compaction threshold: everything stays in the log; the test reads the log as a crash would leave it.
  const server = await startRtdbServer({ dataFile, diskFaults: disk, compactLogBytes: 1 << 30, log: () => {} });
  await server.setData('a', 1);
  disk.failing = { op: 'fsync', code: 'EIO' };
  await expect(server.setData('b', 2)).rejects.toThrow(/write_failed/);
  disk.failing = null;
  await server.setData('c', 3);
  const log = readFileSync(`${dataFile}.log`, 'utf8');
  expect(log).not.toContain('"b"');
  // Simulate a crash: copy the files as they are now and start a second server on the copy.
  const copy = path.join(dir, 'refused-log-copy.json');
  if (existsSync(dataFile)) writeFileSync(copy, readFileSync(dataFile));
  writeFileSync(`${copy}.log`, log);
  await server.close();
  const recovered = await startRtdbServer({ dataFile: copy, log: () => {} });
  try {
    expect(recovered.getData()).toEqual({ a: 1, c: 3 });
  } finally {
    await recovered.close();
  }
});

describe('start after a crash', () => {
  const snapshotFor = (file: string, data: unknown) => {
    const text = JSON.stringify(data, null, 2) + '\n';
    writeFileSync(file, text);
    return sha256(text);
  };

  test('a torn last record is dropped (and logged); the ones before it are kept', async () => {
    const dataFile = path.join(dir, 'torn.json');
    const base = snapshotFor(dataFile, { a: 1 });
    const torn = frame({ w: [[['c'], 3]] });
    writeFileSync(`${dataFile}.log`, frame({ v: 1, base }) + frame({ w: [[['b'], 2]] }) + torn.slice(0, torn.length - 7));
    const logs: string[] = [];
    const server = await startRtdbServer({ dataFile, log: (m) => logs.push(m) });
    try {
      expect(server.getData()).toEqual({ a: 1, b: 2 });
      expect(logs.join('\n')).toMatch(/se descartó el último registro/);
      await server.setData('d', 4); // the log goes on cleanly after the cut
    } finally {
      await server.close();
    }
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ a: 1, b: 2, d: 4 });
  });

  test('a last record with a bad checksum is dropped too', async () => {
    const dataFile = path.join(dir, 'checksum.json');
    const base = snapshotFor(dataFile, { a: 1 });
    const bad = frame({ w: [[['c'], 3]] }).replace('"c"', '"x"');
    writeFileSync(`${dataFile}.log`, frame({ v: 1, base }) + frame({ w: [[['b'], { x: true }]] }) + bad);
    const logs: string[] = [];
    const server = await startRtdbServer({ dataFile, log: (m) => logs.push(m) });
    try {
      expect(server.getData()).toEqual({ a: 1, b: { x: true } });
      expect(logs.join('\n')).toMatch(/se descartó el último registro/);
    } finally {
      await server.close();
    }
  });

  test('damage followed by valid records stops the start and leaves the files alone', async () => {
    const dataFile = path.join(dir, 'middle.json');
    const base = snapshotFor(dataFile, { a: 1 });
    const content = frame({ v: 1, base }) + 'garbage\n' + frame({ w: [[['b'], 2]] });
    writeFileSync(`${dataFile}.log`, content);
    await expect(startRtdbServer({ dataFile, log: () => {} })).rejects.toThrow(/dañado/);
    expect(readFileSync(`${dataFile}.log`, 'utf8')).toBe(content);
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ a: 1 });
  });

  test('an interrupted compaction (old log still there) is finished: old log, then new log', async () => {
    const dataFile = path.join(dir, 'rotating.json');
    const base = snapshotFor(dataFile, { a: 1 });
    writeFileSync(`${dataFile}.log.old`, frame({ v: 1, base }) + frame({ w: [[['b'], 2]] }));
    writeFileSync(`${dataFile}.log`, frame({ v: 1, base: 'hash of the snapshot being written' }) + frame({ w: [[['c'], 3]] }));
    const server = await startRtdbServer({ dataFile, log: () => {} });
    try {
      expect(server.getData()).toEqual({ a: 1, b: 2, c: 3 });
    } finally {
      await server.close();
    }
    expect(existsSync(`${dataFile}.log.old`)).toBe(false);
  });

  test('a compaction whose snapshot is already in place: the old log is not replayed again', async () => {
    const dataFile = path.join(dir, 'rotated.json');
    const base = snapshotFor(dataFile, { a: 1, list: { x: 'new' } });
    writeFileSync(`${dataFile}.log.old`, frame({ v: 1, base: 'older snapshot' }) + frame({ w: [[['list'], { x: 'old' }]] }));
    writeFileSync(`${dataFile}.log`, frame({ v: 1, base }) + frame({ w: [[['c'], 3]] }));
    const server = await startRtdbServer({ dataFile, log: () => {} });
    try {
      expect(server.getData()).toEqual({ a: 1, list: { x: 'new' }, c: 3 });
    } finally {
      await server.close();
    }
  });

  test('priorities and server values survive the log (values are logged as they ended up)', async () => {
    const dataFile = path.join(dir, 'values.json');
    const server = await startRtdbServer({ dataFile, compactLogBytes: 1 << 30, log: () => {} });
    await server.setData('n', 5);
    await server.setData('n', { '.sv': { increment: 2 } });
    await server.setData('p', { '.value': 'x', '.priority': 3 });
    const log = readFileSync(`${dataFile}.log`, 'utf8');
    const copy = path.join(dir, 'values-copy.json');
    writeFileSync(`${copy}.log`, log);
    if (existsSync(dataFile)) writeFileSync(copy, readFileSync(dataFile));
    await server.close(); // the copy stays as a crash would leave it: no final snapshot
    const recovered = await startRtdbServer({ dataFile: copy, log: () => {} });
    try {
      expect(recovered.getData()).toEqual({ n: 7, p: 'x' });
      const exported = await (await fetch(`${recovered.url}/p.json?auth=${recovered.adminSecret}&format=export`)).json();
      expect(exported).toEqual({ '.value': 'x', '.priority': 3 });
    } finally {
      await recovered.close();
    }
  });
});

test('one server per data file: a second one is refused and touches nothing; a lock left by a dead process is taken over', async () => {
  const dataFile = path.join(dir, 'locked.json');
  const first = await startRtdbServer({ dataFile, log: () => {} });
  try {
    await first.setData('a', 1);
    await expect(startRtdbServer({ dataFile, log: () => {} })).rejects.toThrow(/ya lo usa otra instancia/);
    await first.setData('b', 2);
    expect(first.getData()).toEqual({ a: 1, b: 2 });
  } finally {
    await first.close();
  }
  expect(existsSync(`${dataFile}.lock`)).toBe(false);
  writeFileSync(`${dataFile}.lock`, '999999999'); // no such process
  const second = await startRtdbServer({ dataFile, log: () => {} });
  try {
    expect(second.getData()).toEqual({ a: 1, b: 2 });
  } finally {
    await second.close();
  }
});

test('a compaction that cannot write the snapshot keeps the old log; writes go on and nothing is lost', async () => {
  const dataFile = path.join(dir, 'compaction.json');
  let snapshotFails = false;
  const logs: string[] = [];
  const server = await startRtdbServer({
    dataFile,
    compactLogBytes: 1, // compact after every write
    diskFaults: { check: (op) => (op === 'snapshot' && snapshotFails ? diskError('ENOSPC') : undefined) },
    log: (m) => logs.push(m),
  });
  try {
    await server.setData('a', 1);
    snapshotFails = true;
    await server.setData('b', 2);
    await server.setData('c', 3);
    await eventually(() => expect(logs.join('\n')).toMatch(/no se pudo guardar la instantánea .* \(se reintentará\)/));
    expect(existsSync(`${dataFile}.log.old`)).toBe(true);
    // A crash now: the copy of the files has everything.
    const copy = path.join(dir, 'compaction-copy.json');
    for (const suffix of ['', '.log', '.log.old']) writeFileSync(copy + suffix, readFileSync(dataFile + suffix));
    const recovered = await startRtdbServer({ dataFile: copy, log: () => {} });
    try {
      expect(recovered.getData()).toEqual({ a: 1, b: 2, c: 3 });
    } finally {
      await recovered.close();
    }
    snapshotFails = false;
    await server.setData('d', 4);
    await eventually(() => expect(existsSync(`${dataFile}.log.old`)).toBe(false));
  } finally {
    await server.close();
  }
  expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ a: 1, b: 2, c: 3, d: 4 });
});
