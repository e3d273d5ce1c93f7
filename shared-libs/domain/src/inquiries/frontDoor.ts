// The front door's counting (submitInquiry, functions/src/submitInquiry.ts): each caller's accepted inquiries are
// kept as a small log of the times they were accepted (ms as key → how many at that ms), pruned to the longest
// window, so a limit holds over any window, not just a calendar minute or hour; the log never grows past the
// largest limit. Also what staff read of the hourly ceiling, and the phone a limit counts by.
import { INQUIRY_LIMITS, type CallLimit } from '@salon/schema';
import { asRecord } from '../data/values';

/** Accepted calls by the ms they were accepted at (as a key). */
export type CallLog = Record<string, number>;

/** The log as stored, read tolerantly: only whole positive counts under ms keys. */
export function readCallLog(raw: unknown): CallLog {
  const log: CallLog = {};
  for (const [key, count] of Object.entries(asRecord(raw))) {
    if (/^[0-9]{1,15}$/.test(key) && typeof count === 'number' && Number.isInteger(count) && count > 0) log[key] = count;
  }
  return log;
}

/** How many calls of `log` fall within the `windowMs` before `nowMs` (a later one, from a clock ahead, counts too). */
export function callsWithin(log: CallLog, nowMs: number, windowMs: number): number {
  let count = 0;
  for (const [key, calls] of Object.entries(log)) if (Number(key) > nowMs - windowMs) count += calls;
  return count;
}

/**
 * One more call at `nowMs` against `limits`: allowed when every limit has room; the log comes back pruned to the
 * longest window, with the call in it when allowed (unchanged otherwise, but for the pruning).
 */
export function admitCall(log: CallLog, nowMs: number, limits: readonly CallLimit[]): { allowed: boolean; log: CallLog } {
  const longest = Math.max(0, ...limits.map((limit) => limit.windowMs));
  const kept: CallLog = {};
  for (const [key, calls] of Object.entries(log)) if (Number(key) > nowMs - longest) kept[key] = calls;
  const allowed = limits.every((limit) => callsWithin(kept, nowMs, limit.windowMs) < limit.max);
  if (allowed) kept[String(nowMs)] = (kept[String(nowMs)] ?? 0) + 1;
  return { allowed, log: kept };
}

/** What the inbox says of the hourly ceiling (topesConsultas/hora): "Consultas en la última hora: 12 de 60"; null if none stored. */
export function hourlyCeilingLine(raw: unknown, nowMs: number): string | null {
  const stored = asRecord(raw);
  if (typeof stored.tope !== 'number') return null;
  const count = callsWithin(readCallLog(stored.envios), nowMs, INQUIRY_LIMITS.hourlyCeiling.windowMs);
  return `Consultas en la última hora: ${count.toLocaleString('es-AR')} de ${stored.tope.toLocaleString('es-AR')}`;
}

/** A phone as a limit counts it: its last ten digits (an Argentine number with or without +54 9 is one number). */
export function phoneForLimits(telefono: string): string {
  return telefono.replace(/[^0-9]/g, '').slice(-10);
}
