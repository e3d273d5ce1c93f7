// Provisional holds (docs/storage-contract.md, "Provisional holds"): a budget holds its event date for config/diasReserva days (default 7);
// reservas/{date} then carries `provisoria: true` and `venceEn` (ms). Unless it is made firm (a deposit; for now
// "Confirmar reserva") the hold lapses by itself: the scheduled job (functions/src/holdExpiry.ts, and the local
// backend's timer) frees every date selectExpiredHolds names, in the one write holdLapseWrites builds, which also
// moves the budget back to 'presupuestado' with a line in its history. Days are the hall's (Buenos Aires).
import { DEFAULT_HOLD_DAYS, HOLD_DAYS_MAX, HOLD_DAYS_MIN, REAL_DATE, STORED } from '@salon/schema';
import { addDays, compareCodes, daysBetween, todayInHall, type IsoDate } from '../dates/dates';
import { hallDateOfInstant, startOfHallDay } from '../dates/hallTime';
import { asRecord } from '../data/values';
import { budgetHistoryPath } from '../books/budgetStatus';

export { DEFAULT_HOLD_DAYS, HOLD_DAYS_MAX, HOLD_DAYS_MIN };

/** What the public calendar, the chat and the calculator call a held date. */
export const PROVISIONAL_LABEL = 'Reservado provisoriamente';
/** The history's note when a hold lapses by itself. */
export const HOLD_LAPSED_NOTE = 'La reserva provisoria venció';
/** Who the history names for what the server did by itself. */
export const SYSTEM_AUTHOR = 'sistema';

/** config/diasReserva as stored: a whole number of days 1–60; anything else reads as the default. */
export function parseHoldDays(raw: unknown): number {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= HOLD_DAYS_MIN && raw <= HOLD_DAYS_MAX ? raw : DEFAULT_HOLD_DAYS;
}

export type HoldDaysCheck = { ok: true; value: number } | { ok: false; error: string };

/** What staff type as the hold's length (or an extension): a whole number of days, 1–60; said in Spanish. */
export function validateHoldDays(text: string): HoldDaysCheck {
  const trimmed = text.trim();
  const error = `Escribí una cantidad entera de días entre ${HOLD_DAYS_MIN} y ${HOLD_DAYS_MAX}.`;
  if (!/^\d{1,3}$/.test(trimmed)) return { ok: false, error };
  const value = Number(trimmed);
  return value >= HOLD_DAYS_MIN && value <= HOLD_DAYS_MAX ? { ok: true, value } : { ok: false, error };
}

/**
 * When a hold made at `now` for `days` days lapses: at the end of the hall's day `days` days after today (00:00 of
 * the day after, Buenos Aires). Held on Tuesday 10 for 7 days: it lasts through Tuesday 17.
 */
export function holdExpiresAt(now: Date, days: number): number {
  return startOfHallDay(addDays(todayInHall(now), days + 1));
}

/** The hold's last day (the hall's date): the day before the instant it lapses. */
export function holdLastDay(venceEn: number): IsoDate {
  return hallDateOfInstant(venceEn - 1);
}

/** An extension by `days`: counted from the hold's last day, or from today when it has lapsed already. */
export function extendedExpiry(venceEn: number, now: Date, days: number): number {
  const today = todayInHall(now);
  const lastDay = venceEn > now.getTime() ? holdLastDay(venceEn) : addDays(today, -1);
  return startOfHallDay(addDays(lastDay < today ? addDays(today, -1) : lastDay, days + 1));
}

/** "vence hoy", "vence mañana", "vence en 2 días" or "venció", by the hall's calendar. */
export function holdDeadlineText(venceEn: number, now: Date): string {
  if (venceEn <= now.getTime()) return 'venció';
  const days = daysBetween(todayInHall(now), holdLastDay(venceEn));
  if (days <= 0) return 'vence hoy';
  if (days === 1) return 'vence mañana';
  return `vence en ${days} días`;
}

/** A booking read tolerantly: whether it is a provisional hold and until when. */
export interface HoldInfo {
  provisional: boolean;
  /** ms; null on a firm booking. */
  expiresAt: number | null;
}

export function holdOf(raw: unknown): HoldInfo {
  const record = asRecord(raw);
  const expiresAt = typeof record.venceEn === 'number' && Number.isFinite(record.venceEn) ? record.venceEn : null;
  return record.provisoria === true && expiresAt !== null ? { provisional: true, expiresAt } : { provisional: false, expiresAt: null };
}

export interface ExpiredHold {
  date: IsoDate;
  /** The budget that held it; null if none is named (the rules allow none, but old data may). */
  budgetId: string | null;
}

/**
 * The holds that have lapsed at `nowMs`: provisional reservations (`provisoria: true`) whose `venceEn` is at or before
 * now. Firm bookings, blocked dates and holds still running are never selected. Sorted by date.
 */
export function selectExpiredHolds(rawBookings: unknown, nowMs: number): ExpiredHold[] {
  const bookings = asRecord(rawBookings);
  return Object.keys(bookings)
    .filter((date) => REAL_DATE.test(date))
    .flatMap((date): ExpiredHold[] => {
      const raw = bookings[date];
      const hold = holdOf(raw);
      if (!hold.provisional || (hold.expiresAt as number) > nowMs) return [];
      const budgetId = asRecord(raw).presupuestoId;
      return [{ date, budgetId: typeof budgetId === 'string' && budgetId !== '' ? budgetId : null }];
    })
    .sort((a, b) => compareCodes(a.date, b.date));
}

export interface HoldLapseOptions {
  /** The ids of the budgets that exist (presupuestos/{id}): only those get the status and the history line. */
  budgetIds: ReadonlySet<string>;
  /** A new history key (a push id). */
  newKey: () => string;
  /** The server's time as the write sends it (ServerValue.TIMESTAMP, or a number in tests). */
  serverTime: unknown;
}

/**
 * The one multi-path write that lets the expired holds lapse: each date freed; each budget that held one (and exists)
 * goes back to 'presupuestado', is stamped, and gets "La reserva provisoria venció" in its history. Keys are paths
 * from the root (STORED, the same names as PATHS).
 */
export function holdLapseWrites(expired: readonly ExpiredHold[], options: HoldLapseOptions): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const { date, budgetId } of expired) {
    writes[`${STORED.bookings.path}/${date}`] = null;
    if (budgetId === null || !options.budgetIds.has(budgetId)) continue;
    const budget = `${STORED.budgets.path}/${budgetId}`;
    writes[`${budget}/estado`] = 'presupuestado';
    writes[`${budget}/actualizadoEn`] = options.serverTime;
    writes[budgetHistoryPath(budgetId, options.newKey())] = { estado: 'presupuestado', por: SYSTEM_AUTHOR, en: options.serverTime, nota: HOLD_LAPSED_NOTE };
  }
  return writes;
}

export interface HoldFirmOptions {
  /** Who confirms: the staff member's e-mail. */
  por: string;
  /** The history's note. */
  nota: string;
  /** A new history key (a push id). */
  newKey: () => string;
  /** The server's time as the write sends it (serverTimestamp(), ServerValue.TIMESTAMP, or a number in tests). */
  serverTime: unknown;
}

/**
 * The one multi-path write that makes a budget's provisional hold firm: the date stays taken with no expiry
 * (provisoria and venceEn removed) and the budget moves to 'confirmado', stamped, with a line in its history.
 */
export function holdFirmWrites(budget: { id: string; fechaEvento: string }, options: HoldFirmOptions): Record<string, unknown> {
  const booking = `${STORED.bookings.path}/${budget.fechaEvento}`;
  const path = `${STORED.budgets.path}/${budget.id}`;
  return {
    [`${booking}/provisoria`]: null,
    [`${booking}/venceEn`]: null,
    [`${path}/estado`]: 'confirmado',
    [`${path}/actualizadoEn`]: options.serverTime,
    [budgetHistoryPath(budget.id, options.newKey())]: { estado: 'confirmado', por: options.por, en: options.serverTime, nota: options.nota },
  };
}

/** The history's note when a deposit confirms a budget. */
export function depositConfirmedNote(receiptNumber: string): string {
  return `Seña recibida (recibo N° ${receiptNumber}): reserva confirmada`;
}

export type DepositConfirmation = { confirm: true } | { confirm: false; reason: string };

/**
 * Whether a receipt confirms its budget's held date: a deposit (seña), not annulled, on a budget that is 'reservado'
 * (not annulled) and whose date it holds provisionally. Each "no" says why, in Spanish, for staff.
 */
export function depositConfirmation(receipt: unknown, budget: unknown, booking: unknown, budgetId: string): DepositConfirmation {
  const paid = asRecord(receipt);
  const held = asRecord(budget);
  if (receipt === null || receipt === undefined) return { confirm: false, reason: 'El recibo no existe.' };
  if (paid.concepto !== 'seña') return { confirm: false, reason: 'El recibo no es de una seña.' };
  if (paid.anulacion !== undefined) return { confirm: false, reason: 'El recibo está anulado.' };
  if (budgetId === '' || paid.presupuestoId !== budgetId || budget === null || budget === undefined)
    return { confirm: false, reason: 'El recibo no corresponde a un presupuesto.' };
  if (held.anulacion !== undefined || held.estado !== 'reservado')
    return { confirm: false, reason: 'El presupuesto no tiene su fecha reservada provisoriamente.' };
  const hold = holdOf(booking);
  if (!hold.provisional || asRecord(booking).presupuestoId !== budgetId)
    return { confirm: false, reason: 'La fecha del presupuesto ya no está reservada a su nombre.' };
  return { confirm: true };
}
