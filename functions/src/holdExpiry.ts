// Provisional holds that lapse (docs/storage-contract.md, "Provisional holds"): every reservation
// with `provisoria: true` and `venceEn <= now` is freed, in one multi-path write that also moves each holding budget
// back to 'presupuestado' with "La reserva provisoria venció" in its history. Which holds lapse and what is written
// are the domain's pure rules (selectExpiredHolds, holdLapseWrites); this is the one runner, called by the scheduled
// Cloud Function (index.ts, expireHolds) and by the embedded local backend's timer (scripts/lib/holdExpiry.ts).
import { ServerValue, type Database } from 'firebase-admin/database';
import { holdLapseWrites, selectExpiredHolds, type ExpiredHold } from '../../shared-libs/domain/src';
import { STORED } from '../../shared-libs/schema/src';

/** How often the job runs (the Cloud Scheduler expression and the local timer). */
export const HOLD_EXPIRY_SCHEDULE = 'every 15 minutes';
export const HOLD_EXPIRY_INTERVAL_MS = 15 * 60_000;

/**
 * Lets every hold lapse whose time has come at `now` (ms; the server's clock in production, a fixed one in tests).
 * Returns the holds it freed (none: nothing was written).
 */
export async function runHoldExpiry(db: Database, now: number = Date.now()): Promise<ExpiredHold[]> {
  const expired = selectExpiredHolds((await db.ref(STORED.bookings.path).get()).val(), now);
  if (expired.length === 0) return [];
  const budgetIds = new Set<string>();
  for (const { budgetId } of expired) {
    if (budgetId !== null && (await db.ref(`${STORED.budgets.path}/${budgetId}/creadoEn`).get()).exists()) budgetIds.add(budgetId);
  }
  const historyParent = db.ref(STORED.budgets.path);
  const writes = holdLapseWrites(expired, {
    budgetIds,
    newKey: () => historyParent.push().key,
    serverTime: ServerValue.TIMESTAMP,
  });
  await db.ref().update(writes);
  return expired;
}
