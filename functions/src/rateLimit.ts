// How often one visitor may call askAI: fixed windows of a minute and of a day. The counters live in the
// database under a path only the server writes (limitesAskAI/{visitante}, rules deny clients), updated in a
// transaction, so the limit holds across every function instance. The trade-off: one database round trip
// per question. The memory store avoids it but counts per instance (with up to 10 instances a visitor could
// get up to 10× the limit); it is there for tests and for a deployment that prefers speed.
import { createHash } from 'node:crypto';
import type { Database } from 'firebase-admin/database';

export interface RateLimits {
  perMinute: number;
  perDay: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perMinute: 8, perDay: 120 };
/** In the local emulator every test and every developer is 127.0.0.1: one shared, roomier allowance. */
export const EMULATOR_RATE_LIMITS: RateLimits = { perMinute: 30, perDay: 5000 };

/** Limits from ASKAI_LIMIT_PER_MINUTE / ASKAI_LIMIT_PER_DAY, else the defaults. */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const base = env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_RATE_LIMITS : DEFAULT_RATE_LIMITS;
  const read = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value && Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return { perMinute: read(env.ASKAI_LIMIT_PER_MINUTE, base.perMinute), perDay: read(env.ASKAI_LIMIT_PER_DAY, base.perDay) };
}

export interface WindowCounters {
  minuteStart: number;
  minuteCount: number;
  dayStart: number;
  dayCount: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The counters after one more call at `nowMs`, or `allowed: false` (counters unchanged) when over a limit. */
export function countCall(
  previous: WindowCounters | null,
  nowMs: number,
  limits: RateLimits,
): { allowed: boolean; counters: WindowCounters } {
  const minuteStart = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const minuteCount = previous?.minuteStart === minuteStart ? previous.minuteCount : 0;
  const dayCount = previous?.dayStart === dayStart ? previous.dayCount : 0;
  if (minuteCount >= limits.perMinute || dayCount >= limits.perDay) {
    return { allowed: false, counters: { minuteStart, minuteCount, dayStart, dayCount } };
  }
  return { allowed: true, counters: { minuteStart, minuteCount: minuteCount + 1, dayStart, dayCount: dayCount + 1 } };
}

export interface RateLimiter {
  /** Counts one call of `visitor`; false when the visitor is over a limit. */
  tryCall(visitor: string, nowMs: number): Promise<boolean>;
}

/** A database key for a visitor: a hash, so no IP address is stored and no character breaks a key. */
export function visitorKey(visitor: string): string {
  return createHash('sha256').update(visitor).digest('hex').slice(0, 32);
}

export const RATE_LIMIT_PATH = 'limitesAskAI';

export function databaseRateLimiter(db: Database, limits: RateLimits = DEFAULT_RATE_LIMITS): RateLimiter {
  return {
    async tryCall(visitor, nowMs) {
      let allowed = false;
      await db.ref(`${RATE_LIMIT_PATH}/${visitorKey(visitor)}`).transaction((current: WindowCounters | null) => {
        const result = countCall(current, nowMs, limits);
        allowed = result.allowed;
        // Returning undefined aborts: nothing is written for a refused call.
        return result.allowed ? result.counters : undefined;
      });
      return allowed;
    },
  };
}

export function memoryRateLimiter(limits: RateLimits = DEFAULT_RATE_LIMITS): RateLimiter {
  const counters = new Map<string, WindowCounters>();
  return {
    async tryCall(visitor, nowMs) {
      const result = countCall(counters.get(visitor) ?? null, nowMs, limits);
      if (result.allowed) counters.set(visitor, result.counters);
      return result.allowed;
    },
  };
}

/**
 * Who is calling: the signed-in user, else the client's address. Google's front end appends the address it
 * saw to x-forwarded-for, so the last entry is trustworthy; earlier ones are whatever the client claimed.
 */
export function callerIdentity(request: {
  auth?: { uid: string } | null;
  rawRequest?: { ip?: string; headers?: Record<string, string | string[] | undefined> };
}): string {
  if (request.auth?.uid) return `uid:${request.auth.uid}`;
  const forwarded = request.rawRequest?.headers?.['x-forwarded-for'];
  const lastHop = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
  return `ip:${lastHop || request.rawRequest?.ip || 'desconocido'}`;
}
