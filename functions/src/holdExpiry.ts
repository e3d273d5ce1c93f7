// Provisional holds that lapse (docs/storage-contract.md, "Provisional holds"): every reservation
// with `provisoria: true` and `venceEn <= now` is freed, each by a transaction of its own on its date, and its holding
// budget moves back to 'presupuestado' with "La reserva provisoria venció" in its history. Which holds lapse and what is written
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

export interface HoldExpiryOptions {
  /**
   * Called after the job has read a hold and before its transaction: a test writes a confirmation or an extension
   * there to race the job deterministically. Production passes none.
   */
  beforeHold?: (hold: ExpiredHold) => Promise<void>;
}

/** Whether a stored booking is still the provisional hold of `hold`'s budget, lapsed at `now`, as the job read it. */
function stillLapsed(current: unknown, hold: ExpiredHold, now: number): boolean {
  const lapsed = selectExpiredHolds({ [hold.date]: current }, now)[0];
  return lapsed !== undefined && lapsed.budgetId === hold.budgetId;
}

/**
 * Lets every hold lapse whose time has come at `now` (ms; the server's clock in production, a fixed one in tests).
 * Each hold is freed (or made firm, when its deposit is in) by a transaction of its own on its date that re-checks
 * `provisoria` and `venceEn` as stored at write time: a hold confirmed or extended after the job read it is kept.
 * The budget's status and history are written once its date's transaction committed. Returns the holds it freed.
 */
export async function runHoldExpiry(db: Database, now: number = Date.now(), options: HoldExpiryOptions = {}): Promise<ExpiredHold[]> {
  const bookings: unknown = (await db.ref(STORED.bookings.path).get()).val();
  const expired = selectExpiredHolds(bookings, now);
  if (expired.length === 0) return [];
  const receipts = Object.entries(((await db.ref(STORED.receipts.path).get()).val() ?? {}) as Record<string, unknown>);
  const historyParent = db.ref(STORED.budgetHistory.path);
  const bookingPath = (date: string) => `${STORED.bookings.path}/${date}`;
  const lapsed: ExpiredHold[] = [];
  for (const hold of expired) {
    const budget: unknown = hold.budgetId === null ? null : (await db.ref(`${STORED.budgets.path}/${hold.budgetId}`).get()).val();
    const booking = (bookings as Record<string, unknown>)[hold.date];
    const deposit =
      hold.budgetId !== null && budget !== null
        ? receipts.find(([, receipt]) => depositConfirmation(receipt, budget, booking, hold.budgetId as string).confirm)
        : undefined;
    const writes = deposit
      ? holdFirmWrites(
          { id: hold.budgetId as string, fechaEvento: hold.date },
          {
            por: SYSTEM_AUTHOR,
            nota: depositConfirmedNote(formatReceiptNumber((deposit[1] as { numero: number }).numero)),
            newKey: () => historyParent.push().key,
            serverTime: ServerValue.TIMESTAMP,
          },
        )
      : holdLapseWrites([hold], {
          budgetIds: new Set(budget !== null && hold.budgetId !== null ? [hold.budgetId] : []),
          newKey: () => historyParent.push().key,
          serverTime: ServerValue.TIMESTAMP,
        });
    await options.beforeHold?.(hold);
    let applies = false;
    const result = await db.ref(bookingPath(hold.date)).transaction((current: unknown) => {
      // Run again with the stored value whenever another write got there first; null may be only the local cache.
      applies = current !== null && stillLapsed(current, hold, now);
      if (current === null) return null;
      if (!applies) return undefined;
      if (!deposit) return null;
      const { provisoria: _provisoria, venceEn: _venceEn, ...firm } = current as Record<string, unknown>;
      return firm;
    });
    if (!result.committed || !applies) continue;
    // The date is settled; the budget's side of the same change (status, stamp, history line).
    const budgetWrites = Object.fromEntries(
      Object.entries(writes).filter(([path]) => path !== bookingPath(hold.date) && !path.startsWith(`${bookingPath(hold.date)}/`)),
    );
    if (Object.keys(budgetWrites).length > 0) await db.ref().update(budgetWrites);
    if (!deposit) lapsed.push(hold);
  }
  return lapsed;
}
