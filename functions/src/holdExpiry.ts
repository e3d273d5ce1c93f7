// Provisional holds that lapse (docs/storage-contract.md, "Provisional holds"): every reservation
// with `provisoria: true` and `venceEn <= now` is freed, in one multi-path write that also moves each holding budget
// back to 'presupuestado' with "La reserva provisoria venció" in its history. Which holds lapse and what is written
// are the domain's pure rules (selectExpiredHolds, holdLapseWrites); this is the one runner, called by the scheduled
// Cloud Function (index.ts, expireHolds) and by the embedded local backend's timer (scripts/lib/holdExpiry.ts).
// A hold whose budget already has its deposit (a seña receipt that confirmDeposit did not get to apply) never lapses:
// it is made firm instead, as the deposit would have made it.
import { ServerValue, type Database } from 'firebase-admin/database';
import {
  depositConfirmation,
  depositConfirmedNote,
  formatReceiptNumber,
  holdFirmWrites,
  holdLapseWrites,
  selectExpiredHolds,
  SYSTEM_AUTHOR,
  type ExpiredHold,
} from '@salon/domain';
import { STORED } from '@salon/schema';

/** How often the job runs (the Cloud Scheduler expression and the local timer). */
export const HOLD_EXPIRY_SCHEDULE = 'every 15 minutes';
export const HOLD_EXPIRY_INTERVAL_MS = 15 * 60_000;

/**
 * Lets every hold lapse whose time has come at `now` (ms; the server's clock in production, a fixed one in tests).
 * Returns the holds it freed (none: nothing lapsed).
 */
export async function runHoldExpiry(db: Database, now: number = Date.now()): Promise<ExpiredHold[]> {
  const bookings: unknown = (await db.ref(STORED.bookings.path).get()).val();
  const expired = selectExpiredHolds(bookings, now);
  if (expired.length === 0) return [];
  const receipts = Object.entries(((await db.ref(STORED.receipts.path).get()).val() ?? {}) as Record<string, unknown>);
  const budgetIds = new Set<string>();
  const lapsing: ExpiredHold[] = [];
  const historyParent = db.ref(STORED.budgets.path);
  let writes: Record<string, unknown> = {};
  for (const hold of expired) {
    const budget: unknown = hold.budgetId === null ? null : (await db.ref(`${STORED.budgets.path}/${hold.budgetId}`).get()).val();
    if (hold.budgetId !== null && budget !== null) {
      const booking = (bookings as Record<string, unknown>)[hold.date];
      const deposit = receipts.find(([, receipt]) => depositConfirmation(receipt, budget, booking, hold.budgetId as string).confirm);
      if (deposit) {
        const numero = (deposit[1] as { numero: number }).numero;
        writes = {
          ...writes,
          ...holdFirmWrites(
            { id: hold.budgetId, fechaEvento: hold.date },
            {
              por: SYSTEM_AUTHOR,
              nota: depositConfirmedNote(formatReceiptNumber(numero)),
              newKey: () => historyParent.push().key,
              serverTime: ServerValue.TIMESTAMP,
            },
          ),
        };
        continue;
      }
      budgetIds.add(hold.budgetId);
    }
    lapsing.push(hold);
  }
  writes = { ...writes, ...holdLapseWrites(lapsing, { budgetIds, newKey: () => historyParent.push().key, serverTime: ServerValue.TIMESTAMP }) };
  await db.ref().update(writes);
  return lapsing;
}
