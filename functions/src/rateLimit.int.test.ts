// The database store of askAI's limits against the local Realtime Database server (its own, on a free port):
// counts in transactions across instances, one node per day, and past days deleted by bounded sweeps.
import { startHarness, type Harness } from '../../scripts/local-rtdb/testUtils';
import { bucketFor, databaseRateLimiter, visitorKey, type RateLimitPolicy } from './rateLimit';

const POLICY: RateLimitPolicy = {
  perCaller: { perMinute: 3, perDay: 5 },
  unidentified: { perMinute: 4, perDay: 10 },
  perAddress: { perMinute: 6, perDay: 12 },
  dailyCeiling: 50,
};
// Tuesday 15 December 2026, 12:00 UTC; the next day just after midnight UTC.
const T0 = Date.UTC(2026, 11, 15, 12, 0, 0);
const NEXT_DAY = Date.UTC(2026, 11, 16, 0, 0, 5);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rules: { rules: { '.read': false, '.write': false } } });
});
afterAll(() => h.close());

const stored = () => (h.server.getData('limitesAskAI') ?? {}) as Record<string, Record<string, unknown>>;

it("counts each caller in a transaction under the day's node, and many instances together never exceed the limit", async () => {
  const [one, other] = await Promise.all([h.admin(), h.admin()]);
  const instances = [databaseRateLimiter(one), databaseRateLimiter(other)];
  const ana = bucketFor('ana', POLICY);
  // Ten calls at once from two instances: exactly the three of the minute get through.
  const results = await Promise.all(Array.from({ length: 10 }, (_, call) => instances[call % 2]!.tryCall(ana, T0 + call)));
  expect(results.filter(Boolean)).toHaveLength(3);
  expect(stored()['2026-12-15']).toEqual({ [visitorKey('uid:ana')]: { minuteStart: T0, minuteCount: 3, dayCount: 3 } });
  // Without an identity: the shared ceiling, its own record.
  const unidentified = [];
  for (let call = 0; call < 5; call += 1) unidentified.push(await instances[0]!.tryCall(bucketFor(null, POLICY), T0));
  expect(unidentified).toEqual([true, true, true, true, false]);
  expect(stored()['2026-12-15']?.[visitorKey('sin-identidad')]).toEqual({ minuteStart: T0, minuteCount: 4, dayCount: 4 });
  await one.ref('limitesAskAI').remove();
});

it('deletes past days and the old flat records a few at a time, keeps today and a later day, and sweeps once a day', async () => {
  const db = await h.admin();
  const record = { minuteStart: T0 - 86_400_000, minuteCount: 1, dayCount: 1 };
  const legacy = { minuteStart: 1, minuteCount: 1, dayStart: 0, dayCount: 1 };
  await db.ref('limitesAskAI').set({
    '2026-12-10': { a: record, b: record },
    '2026-12-11': { a: record },
    '2026-12-12': { a: record },
    '2026-12-13': { a: record },
    '2026-12-14': { a: record },
    '2026-12-15': { c: record },
    // An instance whose clock runs ahead already counted there: kept.
    '2026-12-16': { d: record },
    // The old layout, limitesAskAI/{clave}: before and after the day keys.
    '0f3a9c11d2e4b5a6978812345678abcd': legacy,
    '7c1d0e2f3a4b5c6d7e8f90a1b2c3d4e5': legacy,
    b2e4c6a8f0e2d4c6b8a0f2e4d6c8b0a2: legacy,
    e9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4: legacy,
  });
  const limiter = databaseRateLimiter(db, { sweepBatch: 2 });
  const ana = bucketFor('ana', POLICY);
  const anaKey = visitorKey('uid:ana');
  const keysAfterCall = async (nowMs: number) => {
    await limiter.tryCall(ana, nowMs);
    return Object.keys(stored()).sort();
  };

  expect(await keysAfterCall(T0)).toEqual([
    '2026-12-11',
    '2026-12-12',
    '2026-12-13',
    '2026-12-14',
    '2026-12-15',
    '2026-12-16',
    'b2e4c6a8f0e2d4c6b8a0f2e4d6c8b0a2',
    'e9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4',
  ]);
  expect(await keysAfterCall(T0 + 1)).toEqual(['2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', 'e9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4']);
  expect(await keysAfterCall(T0 + 2)).toEqual(['2026-12-15', '2026-12-16']);
  // A refused call sweeps too; this sweep finds less than a full batch.
  expect(await keysAfterCall(T0 + 3)).toEqual(['2026-12-15', '2026-12-16']);
  // Today's counters were kept and counted: the other caller's, and Ana's three allowed calls.
  expect(stored()['2026-12-15']).toEqual({ c: record, [anaKey]: { minuteStart: T0, minuteCount: 3, dayCount: 3 } });

  // No more sweeps today, even if a past day reappears.
  await db.ref('limitesAskAI/2026-12-14').set({ e: record });
  expect(await keysAfterCall(T0 + 60_000)).toEqual(['2026-12-14', '2026-12-15', '2026-12-16']);
  // The next day's first call removes it and the day that just ended.
  expect(await keysAfterCall(NEXT_DAY)).toEqual(['2026-12-16']);
  expect(stored()['2026-12-16']).toEqual({ d: record, [anaKey]: { minuteStart: NEXT_DAY - 5000, minuteCount: 1, dayCount: 1 } });
  await db.ref('limitesAskAI').remove();
});
