// How often askAI may be called: fixed windows of a minute and of a day, per caller. A caller is its Firebase
// uid (the chat signs every visitor in anonymously before asking), never an address a client can make up.
// Calls without an identity (a script, an old page) share one global ceiling, so they cannot cost more than
// that, and hitting it is logged. Identities are free, so every call also counts against its address (as
// submitInquiry's callerAddress reads it) and against one daily ceiling of all calls together. The counters live in the database under a path only the server writes,
// one node per day (limitesAskAI/{día}/{clave}), updated in a transaction, so the limit holds across every
// function instance; past days are deleted by a bounded sweep. The memory store avoids the round trip but
// counts per instance (with up to 10 instances a caller could get up to 10× the limit).
import { createHash } from 'node:crypto';
import type { Database } from 'firebase-admin/database';
import { logWarning } from './log';

export interface RateLimits {
  perMinute: number;
  perDay: number;
}

export interface RateLimitPolicy {
  /** Each identified caller (uid) on its own. */
  perCaller: RateLimits;
  /** All callers without an identity together. */
  unidentified: RateLimits;
  /**
   * Every call from one address, whatever its identity: an address may be a family, an office or a carrier's
   * shared address, hence two callers' worth.
   */
  perAddress: RateLimits;
  /** Every call of the day together (a day's bill for the model has a top). */
  dailyCeiling: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  perCaller: { perMinute: 8, perDay: 120 },
  unidentified: { perMinute: 20, perDay: 300 },
  perAddress: { perMinute: 16, perDay: 240 },
  dailyCeiling: 3000,
};
/** In the local emulator every test and every developer shares one machine (and 127.0.0.1): roomier allowances. */
export const EMULATOR_RATE_LIMITS: RateLimitPolicy = {
  perCaller: { perMinute: 30, perDay: 5000 },
  unidentified: { perMinute: 120, perDay: 20000 },
  perAddress: { perMinute: 600, perDay: 50000 },
  dailyCeiling: 100000,
};

/** Limits from ASKAI_LIMIT_PER_MINUTE / _PER_DAY and ASKAI_UNIDENTIFIED_LIMIT_PER_MINUTE / _PER_DAY, else the defaults. */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimitPolicy {
  const base = env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_RATE_LIMITS : DEFAULT_RATE_LIMITS;
  const read = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value && Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return {
    perCaller: { perMinute: read(env.ASKAI_LIMIT_PER_MINUTE, base.perCaller.perMinute), perDay: read(env.ASKAI_LIMIT_PER_DAY, base.perCaller.perDay) },
    unidentified: {
      perMinute: read(env.ASKAI_UNIDENTIFIED_LIMIT_PER_MINUTE, base.unidentified.perMinute),
      perDay: read(env.ASKAI_UNIDENTIFIED_LIMIT_PER_DAY, base.unidentified.perDay),
    },
    perAddress: base.perAddress,
    dailyCeiling: base.dailyCeiling,
  };
}

/** Whose allowance a call spends. */
export interface Bucket {
  key: string;
  limits: RateLimits;
  /** True for the one ceiling shared by every caller without an identity. */
  shared: boolean;
}

export const UNIDENTIFIED_BUCKET = 'sin-identidad';

export function bucketFor(uid: string | null, policy: RateLimitPolicy): Bucket {
  return uid ? { key: `uid:${uid}`, limits: policy.perCaller, shared: false } : { key: UNIDENTIFIED_BUCKET, limits: policy.unidentified, shared: true };
}

/** Every call from `address` (null: the address is unknown, and all such calls share one count). */
export function addressBucket(address: string | null, policy: RateLimitPolicy): Bucket {
  return { key: `ip:${address ?? 'sin-direccion'}`, limits: policy.perAddress, shared: false };
}

/** Every call of the day together: the minute window is as wide as the day's. */
export function ceilingBucket(policy: RateLimitPolicy): Bucket {
  return { key: 'todos', limits: { perMinute: policy.dailyCeiling, perDay: policy.dailyCeiling }, shared: true };
}

/** The caller's Firebase uid (verified by the callable runtime), or null. */
export function callerUid(request: { auth?: { uid?: string } | null }): string | null {
  return request.auth?.uid || null;
}

/** One bucket's counts within one day. */
export interface DayCounters {
  minuteStart: number;
  minuteCount: number;
  dayCount: number;
}

const MINUTE_MS = 60_000;

/** "2026-12-15": the UTC day of a time, the daily window and the node its counters live under. */
export function dayKey(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The day's counters after one more call at `nowMs`, or `allowed: false` (counters unchanged) when over a limit. */
export function countCall(previous: DayCounters | null, nowMs: number, limits: RateLimits): { allowed: boolean; counters: DayCounters } {
  const minuteStart = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  const minuteCount = previous?.minuteStart === minuteStart ? previous.minuteCount : 0;
  const dayCount = previous?.dayCount ?? 0;
  if (minuteCount >= limits.perMinute || dayCount >= limits.perDay) {
    return { allowed: false, counters: { minuteStart, minuteCount, dayCount } };
  }
  return { allowed: true, counters: { minuteStart, minuteCount: minuteCount + 1, dayCount: dayCount + 1 } };
}

export interface RateLimiter {
  /** Counts one call against `bucket`; false when the bucket is over a limit. */
  tryCall(bucket: Bucket, nowMs: number): Promise<boolean>;
}

/** A database key for a bucket: a hash, so no uid is stored and no character breaks a key. */
export function visitorKey(bucketKey: string): string {
  return createHash('sha256').update(bucketKey).digest('hex').slice(0, 32);
}

export const RATE_LIMIT_PATH = 'limitesAskAI';

/** Where a bucket's counters for a day live. */
export const counterPath = (bucketKey: string, nowMs: number) => `${RATE_LIMIT_PATH}/${dayKey(nowMs)}/${visitorKey(bucketKey)}`;

export interface DatabaseLimiterOptions {
  /** Past nodes deleted per sweep and direction (a past day's node holds that day's callers). */
  sweepBatch?: number;
  warn?: (message: string) => void;
}

export function databaseRateLimiter(
  db: Database,
  { sweepBatch = 3, warn = (message: string) => logWarning('askAI', message) }: DatabaseLimiterOptions = {},
): RateLimiter {
  let sweptDay: string | undefined;
  let sweeping: Promise<void> | undefined;

  /**
   * Deletes up to `sweepBatch` past days and up to `sweepBatch` records of the old flat layout
   * (limitesAskAI/{clave}); a later day (an instance whose clock runs ahead) is kept. Once a sweep finds
   * less than a full batch, this instance does not sweep again until the next day.
   */
  async function sweep(today: string): Promise<void> {
    const root = db.ref(RATE_LIMIT_PATH);
    const [before, after] = await Promise.all([
      root.orderByKey().endBefore(today).limitToFirst(sweepBatch).get(),
      root.orderByKey().startAfter(today).limitToFirst(sweepBatch).get(),
    ]);
    const stale: string[] = [];
    before.forEach((child) => void stale.push(child.key));
    let legacy = 0;
    after.forEach((child) => {
      if (DAY_KEY.test(child.key)) return;
      stale.push(child.key);
      legacy += 1;
    });
    if (stale.length > 0) await root.update(Object.fromEntries(stale.map((key) => [key, null])));
    if (before.numChildren() < sweepBatch && legacy < sweepBatch) sweptDay = today;
  }

  return {
    async tryCall(bucket, nowMs) {
      const today = dayKey(nowMs);
      let mySweep: Promise<void> | undefined;
      if (sweptDay !== today && !sweeping) {
        mySweep = sweeping = sweep(today)
          .catch((error: unknown) =>
            warn(
              `askAI: no se pudieron borrar límites viejos (${error instanceof Error ? error.message : String(error)}). Se reintenta en la próxima consulta; no hace falta hacer nada salvo que se repita todos los días.`,
            ),
          )
          .finally(() => (sweeping = undefined));
      }
      let allowed = false;
      // The sweep runs beside the count, and the call that started it awaits it: a function's work ends with its answer.
      await Promise.all([
        db.ref(counterPath(bucket.key, nowMs)).transaction((current: DayCounters | null) => {
          const result = countCall(current, nowMs, bucket.limits);
          allowed = result.allowed;
          // Returning undefined aborts: nothing is written for a refused call.
          return result.allowed ? result.counters : undefined;
        }),
        mySweep,
      ]);
      return allowed;
    },
  };
}

/** Counts in this instance's memory; yesterday's counters are dropped on the first call of a new day. */
export function memoryRateLimiter(): RateLimiter & { size(): number } {
  let day = '';
  let counters = new Map<string, DayCounters>();
  return {
    tryCall(bucket, nowMs) {
      const today = dayKey(nowMs);
      if (today !== day) {
        day = today;
        counters = new Map();
      }
      const result = countCall(counters.get(bucket.key) ?? null, nowMs, bucket.limits);
      if (result.allowed) counters.set(bucket.key, result.counters);
      return Promise.resolve(result.allowed);
    },
    size: () => counters.size,
  };
}
