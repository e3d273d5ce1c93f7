// Transactions rely on the put hash ('h') and 'datastale' answers: concurrent increments from several
// clients must all commit exactly once.
import { get, ref, runTransaction, set, setWithPriority } from 'firebase/database';
import { harnessForFile } from './testUtils';

jest.setTimeout(30_000);

const h = harnessForFile({
  rules: {
    rules: {
      '.read': true,
      '.write': true,
      // Same shape as the project's receipt counter: each write must be exactly the previous value + 1.
      contador: {
        '.validate': 'newData.isNumber() && newData.val() === (data.exists() ? data.val() + 1 : 1)',
      },
    },
  },
});

test('20 concurrent transactions from 4 clients end at 20 with 20 distinct results', async () => {
  const clients = [h.client(), h.client(), h.client(), h.client()];
  let calls = 0;
  const runs = Array.from({ length: 20 }, (_, i) =>
    runTransaction(ref(clients[i % clients.length]!, 'counters/visits'), (current: number | null) => {
      calls++;
      return (current ?? 0) + 1;
    }),
  );
  const results = await Promise.all(runs);
  expect(results.every((r) => r.committed)).toBe(true);
  const values = results.map((r) => r.snapshot.val() as number).sort((a, b) => a - b);
  expect(values).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect((await get(ref(h.client(), 'counters/visits'))).val()).toBe(20);
  expect(h.server.getData('counters/visits')).toBe(20);
  expect(calls).toBeGreaterThan(20); // some puts were answered 'datastale' and retried
});

test('a validated "+1" counter: concurrent transactions from different clients all commit', async () => {
  // One transaction in flight per client: the SDK batches several queued transactions of one client
  // on the same path into a single put (n -> n+k), which a "+1" rule rejects, on real RTDB too.
  const clients = [h.client(), h.client(), h.client()];
  const results = [];
  for (let round = 0; round < 4; round++) {
    results.push(...(await Promise.all(clients.map((db) => runTransaction(ref(db, 'contador'), (n: number | null) => (n ?? 0) + 1)))));
  }
  expect(results.map((r) => r.snapshot.val()).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  // A plain set that skips a number is rejected by .validate.
  await expect(set(ref(clients[0]!, 'contador'), 20)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  expect(h.server.getData('contador')).toBe(12);
});

test('transactions on objects, with priorities and with awkward numbers', async () => {
  const a = h.client();
  const b = h.client();
  await setWithPriority(ref(a, 'tx/obj'), { total: 0.1, items: { x: 7.999999999999998 } }, 5);
  const results = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      runTransaction(ref(i % 2 ? a : b, 'tx/obj'), (obj: { total: number; items: Record<string, number> } | null) => {
        if (!obj) return { total: 0.1, items: {} };
        return { ...obj, total: obj.total + 0.1, items: { ...obj.items, [`k${i}`]: i } };
      }),
    ),
  );
  expect(results.every((r) => r.committed)).toBe(true);
  const final = (await get(ref(h.client(), 'tx/obj'))).val();
  expect(Object.keys(final.items).sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'x']);
  expect(final.total).toBeCloseTo(0.7, 10);
});

test('aborting a transaction leaves the data alone; creating from null works', async () => {
  const a = h.client();
  await set(ref(a, 'tx/keep'), 'original');
  const aborted = await runTransaction(ref(a, 'tx/keep'), () => undefined);
  expect(aborted.committed).toBe(false);
  expect(h.server.getData('tx/keep')).toBe('original');
  const created = await runTransaction(ref(a, 'tx/new'), (v: string | null) => (v === null ? 'created' : v));
  expect(created.committed).toBe(true);
  expect(h.server.getData('tx/new')).toBe('created');
});
