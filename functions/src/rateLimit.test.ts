import {
  addressBucket,
  bucketFor,
  ceilingBucket,
  callerUid,
  counterPath,
  countCall,
  dayKey,
  DEFAULT_RATE_LIMITS,
  memoryRateLimiter,
  rateLimitsFromEnv,
  visitorKey,
  type RateLimitPolicy,
} from './rateLimit';

const LIMITS = { perMinute: 3, perDay: 5 };
const POLICY: RateLimitPolicy = { perCaller: LIMITS, unidentified: { perMinute: 4, perDay: 10 }, perAddress: { perMinute: 6, perDay: 12 }, dailyCeiling: 50 };
// Tuesday 15 December 2026, 12:00 UTC.
const T0 = Date.UTC(2026, 11, 15, 12, 0, 0);
const NEXT_DAY = Date.UTC(2026, 11, 16, 0, 0, 5);

describe('countCall', () => {
  it('allows up to the per-minute limit, then refuses until the next minute', () => {
    let counters = null;
    const results: boolean[] = [];
    for (let call = 0; call < 4; call += 1) {
      const result = countCall(counters, T0 + call * 1000, LIMITS);
      results.push(result.allowed);
      counters = result.counters;
    }
    expect(results).toEqual([true, true, true, false]);
    expect(countCall(counters, T0 + 60_000, LIMITS)).toEqual({ allowed: true, counters: { minuteStart: T0 + 60_000, minuteCount: 1, dayCount: 4 } });
  });

  it('refuses past the daily limit even in a new minute', () => {
    const full = { minuteStart: T0, minuteCount: 1, dayCount: 5 };
    expect(countCall(full, T0 + 5 * 60_000, LIMITS).allowed).toBe(false);
  });
});

describe('whose allowance a call spends', () => {
  it("is the signed-in uid (the chat's anonymous visitor), never an address; without one, the global ceiling", () => {
    expect(callerUid({ auth: { uid: 'abc' } })).toBe('abc');
    expect(callerUid({ auth: null })).toBeNull();
    expect(callerUid({})).toBeNull();
    expect(bucketFor('abc', POLICY)).toEqual({ key: 'uid:abc', limits: { perMinute: 3, perDay: 5 }, shared: false });
    expect(bucketFor(null, POLICY)).toEqual({ key: 'sin-identidad', limits: { perMinute: 4, perDay: 10 }, shared: true });
    expect(addressBucket('203.0.113.7', POLICY)).toEqual({ key: 'ip:203.0.113.7', limits: { perMinute: 6, perDay: 12 }, shared: false });
    expect(addressBucket(null, POLICY)).toEqual({ key: 'ip:sin-direccion', limits: { perMinute: 6, perDay: 12 }, shared: false });
    expect(ceilingBucket(POLICY)).toEqual({ key: 'todos', limits: { perMinute: 50, perDay: 50 }, shared: true });
  });

  it('stores buckets under the UTC day and a hash: a valid database key that reveals no uid', () => {
    expect(dayKey(T0)).toBe('2026-12-15');
    expect(dayKey(NEXT_DAY)).toBe('2026-12-16');
    expect(visitorKey('uid:abc')).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey('uid:abc')).not.toBe(visitorKey('uid:abd'));
    expect(counterPath('uid:abc', T0)).toBe(`limitesAskAI/2026-12-15/${visitorKey('uid:abc')}`);
  });
});

describe('the memory store', () => {
  it('limits each uid on its own, and every caller without an identity together', async () => {
    const limiter = memoryRateLimiter();
    const calls = async (uid: string | null, count: number) => {
      const results: boolean[] = [];
      for (let call = 0; call < count; call += 1) results.push(await limiter.tryCall(bucketFor(uid, POLICY), T0));
      return results;
    };
    expect(await calls('ana', 4)).toEqual([true, true, true, false]);
    expect(await calls('bruno', 1)).toEqual([true]);
    expect(await calls(null, 5)).toEqual([true, true, true, true, false]);
    // The ceiling of the unidentified does not touch identified callers.
    expect(await calls('carla', 1)).toEqual([true]);
  });

  it('forgets the past day on the first call of a new one: it never holds more than one day of callers', async () => {
    const limiter = memoryRateLimiter();
    for (const uid of ['a', 'b', 'c', 'd']) await limiter.tryCall(bucketFor(uid, POLICY), T0);
    for (let call = 0; call < 5; call += 1) await limiter.tryCall(bucketFor('a', POLICY), T0 + call * 60_000);
    expect(limiter.size()).toBe(4);
    expect(await limiter.tryCall(bucketFor('a', POLICY), T0 + 10 * 60_000)).toBe(false);
    expect(await limiter.tryCall(bucketFor('a', POLICY), NEXT_DAY)).toBe(true);
    expect(limiter.size()).toBe(1);
  });
});

it('reads its limits from the environment, with roomier defaults in the emulator', () => {
  expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
  expect(DEFAULT_RATE_LIMITS).toEqual({
    perCaller: { perMinute: 8, perDay: 120 },
    unidentified: { perMinute: 20, perDay: 300 },
    perAddress: { perMinute: 16, perDay: 240 },
    dailyCeiling: 3000,
  });
  expect(rateLimitsFromEnv({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
    perCaller: { perMinute: 30, perDay: 5000 },
    unidentified: { perMinute: 120, perDay: 20000 },
    perAddress: { perMinute: 600, perDay: 50000 },
    dailyCeiling: 100000,
  });
  expect(
    rateLimitsFromEnv({
      ASKAI_LIMIT_PER_MINUTE: '3',
      ASKAI_LIMIT_PER_DAY: 'muchas',
      ASKAI_UNIDENTIFIED_LIMIT_PER_MINUTE: '2',
      ASKAI_UNIDENTIFIED_LIMIT_PER_DAY: '-1',
    }),
  ).toEqual({
    perCaller: { perMinute: 3, perDay: 120 },
    unidentified: { perMinute: 2, perDay: 300 },
    perAddress: { perMinute: 16, perDay: 240 },
    dailyCeiling: 3000,
  });
});
