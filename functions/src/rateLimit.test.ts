import { callerIdentity, countCall, memoryRateLimiter, rateLimitsFromEnv, visitorKey } from './rateLimit';

const LIMITS = { perMinute: 3, perDay: 5 };
const T0 = Date.UTC(2026, 11, 15, 12, 0, 0);

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
    expect(countCall(counters, T0 + 60_000, LIMITS).allowed).toBe(true);
  });

  it('refuses past the daily limit even in a new minute, and starts again the next day', () => {
    const full = { minuteStart: T0, minuteCount: 1, dayStart: Math.floor(T0 / 86_400_000) * 86_400_000, dayCount: 5 };
    expect(countCall(full, T0 + 5 * 60_000, LIMITS).allowed).toBe(false);
    expect(countCall(full, T0 + 86_400_000, LIMITS)).toMatchObject({ allowed: true, counters: { dayCount: 1, minuteCount: 1 } });
  });
});

it('limits each visitor on their own (memory store)', async () => {
  const limiter = memoryRateLimiter(LIMITS);
  const calls = [];
  for (let call = 0; call < 4; call += 1) calls.push(await limiter.tryCall('ip:1.1.1.1', T0));
  expect(calls).toEqual([true, true, true, false]);
  expect(await limiter.tryCall('ip:2.2.2.2', T0)).toBe(true);
});

describe('callerIdentity', () => {
  it('uses the signed-in user, else the address Google\'s front end added last (not one the client claimed), else the socket address', () => {
    expect(callerIdentity({ auth: { uid: 'abc' }, rawRequest: { ip: '9.9.9.9' } })).toBe('uid:abc');
    expect(callerIdentity({ rawRequest: { ip: '10.0.0.1', headers: { 'x-forwarded-for': '1.2.3.4, 200.1.2.3' } } })).toBe('ip:200.1.2.3');
    expect(callerIdentity({ rawRequest: { ip: '10.0.0.1', headers: {} } })).toBe('ip:10.0.0.1');
  });

  it('stores visitors under a hash: a valid database key that reveals no address', () => {
    expect(visitorKey('ip:200.1.2.3')).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey('ip:200.1.2.3')).not.toBe(visitorKey('ip:200.1.2.4'));
  });
});

it('reads its limits from the environment, with roomier defaults in the emulator', () => {
  expect(rateLimitsFromEnv({})).toEqual({ perMinute: 8, perDay: 120 });
  expect(rateLimitsFromEnv({ FUNCTIONS_EMULATOR: 'true' })).toEqual({ perMinute: 30, perDay: 5000 });
  expect(rateLimitsFromEnv({ ASKAI_LIMIT_PER_MINUTE: '3', ASKAI_LIMIT_PER_DAY: 'muchas' })).toEqual({ perMinute: 3, perDay: 120 });
});
