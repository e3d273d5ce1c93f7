// Persistence: the data file survives restarts, is written atomically shortly after changes and on close.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get, ref, set, setWithPriority } from 'firebase/database';
import { startRtdbServer } from './server';
import { startHarness } from './testUtils';
import { eventually } from '../testing/eventually';

jest.setTimeout(30_000);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'local-rtdb-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('data written by the SDK is there after a restart with the same file', async () => {
  const dataFile = path.join(dir, 'nested', 'rtdb.json');
  const first = await startHarness({ dataFile });
  const db = first.client();
  await set(ref(db, 'reservas/2030-01-01'), { tipo: 'evento', invitados: [1, 2] });
  await setWithPriority(ref(db, 'orden/a'), 'A', 2);
  await first.close();

  const second = await startHarness({ dataFile });
  try {
    const again = second.client();
    expect((await get(ref(again, 'reservas/2030-01-01'))).val()).toEqual({ tipo: 'evento', invitados: [1, 2] });
    expect((await get(ref(again, 'orden/a'))).priority).toBe(2);
  } finally {
    await second.close();
  }
});

test('saves shortly after a change (debounced), not only on close', async () => {
  const dataFile = path.join(dir, 'debounce.json');
  const server = await startRtdbServer({ dataFile, log: () => {} });
  try {
    void server.setData('a', 1);
    void server.setData('b', 2);
    await eventually(() => expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ a: 1, b: 2 }));
    expect(existsSync(`${dataFile}.${process.pid}.tmp`)).toBe(false);
  } finally {
    await server.close();
  }
});

test('initialData seeds a new file; an existing file wins over initialData', async () => {
  const dataFile = path.join(dir, 'seeded.json');
  const first = await startRtdbServer({ dataFile, initialData: { seed: true }, log: () => {} });
  await first.close();
  expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ seed: true });
  const second = await startRtdbServer({ dataFile, initialData: { other: true }, log: () => {} });
  try {
    expect(second.getData()).toEqual({ seed: true });
  } finally {
    await second.close();
  }
});

test('a corrupt data file is an error (never silently overwritten)', async () => {
  const dataFile = path.join(dir, 'corrupt.json');
  writeFileSync(dataFile, '{"a": ');
  await expect(startRtdbServer({ dataFile, log: () => {} })).rejects.toThrow(/no es JSON válido/);
  expect(readFileSync(dataFile, 'utf8')).toBe('{"a": ');
});

test('a port in use fails with a clear message', async () => {
  const server = await startRtdbServer({ log: () => {} });
  try {
    await expect(startRtdbServer({ port: server.port, log: () => {} })).rejects.toThrow(/ya está en uso/);
  } finally {
    await server.close();
  }
});
