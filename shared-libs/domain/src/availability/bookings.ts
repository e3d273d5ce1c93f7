// reservas/{YYYY-MM-DD} as read (docs/storage-contract.md, reservas): the pages' calendar, the agenda, the dashboard
// and the functions' figures read bookings with this one reader. Each field is read within the limits of its shape
// (@salon/schema); a date or a value that does not fit is left out. Not valibot: the public pages carry this reader.
import { BOOKING_KINDS, BUDGET_ID, REAL_DATE, type BookingShape } from '@salon/schema';
import { compareCodes } from '../dates/dates';
import { isRecord, ownValue } from '../data/values';

export type BookingKind = BookingShape['tipo'];

/**
 * A date staff marked busy. Public: it says that the date is taken and, when a budget reserved it, that budget's
 * opaque id (the budget itself is readable by staff only).
 */
export interface Booking {
  date: string;
  kind: BookingKind;
  /** The budget the date was reserved for, if any. */
  budgetId?: string;
  /** A budget's provisional hold: shown "Reservado provisoriamente", lapses at expiresAt (ms) unless made firm. */
  provisional?: true;
  expiresAt?: number;
}

/** The bookings of a reservas node (or a range of it), by date. */
export function parseBookings(raw: unknown): Booking[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw)
    .filter((entry): entry is [string, Record<string, unknown>] => REAL_DATE.test(entry[0]) && isRecord(entry[1]))
    .map(([date, value]) => {
      const tipo = ownValue(value, 'tipo');
      const booking: Booking = { date, kind: (BOOKING_KINDS as readonly unknown[]).includes(tipo) ? (tipo as BookingKind) : 'evento' };
      const budgetId = ownValue(value, 'presupuestoId');
      if (typeof budgetId === 'string' && BUDGET_ID.test(budgetId)) booking.budgetId = budgetId;
      const venceEn = ownValue(value, 'venceEn');
      if (ownValue(value, 'provisoria') === true && typeof venceEn === 'number' && Number.isFinite(venceEn)) {
        booking.provisional = true;
        booking.expiresAt = venceEn;
      }
      return booking;
    })
    .sort((a, b) => compareCodes(a.date, b.date));
}
