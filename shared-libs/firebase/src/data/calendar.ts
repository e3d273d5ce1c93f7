// Availability data kept in the database: staff bookings, holidays and the calendar's configuration.
import { PATHS } from '../paths';
import { watchPath, readPath, type Unsubscribe } from './live';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type BookingKind = 'evento' | 'bloqueo';

/**
 * reservas/{YYYY-MM-DD}: a date staff marked busy. Public: it says that the date is taken and, when a budget
 * reserved it, that budget's opaque id (the budget itself is readable by staff only).
 */
export interface Booking {
  date: string;
  kind: BookingKind;
  /** The budget the date was reserved for, if any. */
  budgetId?: string;
}

export function parseBookings(raw: unknown): Booking[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw)
    .filter(([date, value]) => ISO_DATE.test(date) && isRecord(value))
    .map(([date, value]) => {
      const record = value as Record<string, unknown>;
      const booking: Booking = { date, kind: record.tipo === 'bloqueo' ? 'bloqueo' : 'evento' };
      if (typeof record.presupuestoId === 'string' && record.presupuestoId) booking.budgetId = record.presupuestoId;
      return booking;
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function watchBookings(onData: (bookings: Booking[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.bookings, parseBookings, onData, onError);
}

export interface HolidayOverrides {
  /** Added holidays: ISO date → name. */
  added: Array<{ date: string; name: string }>;
  /** Dates (without dashes, as stored) that are not holidays after all. */
  removed: string[];
}

export function parseHolidayOverrides(raw: unknown): HolidayOverrides {
  const record = isRecord(raw) ? raw : {};
  const added = isRecord(record.added) ? Object.values(record.added) : [];
  return {
    added: added
      .filter(isRecord)
      .filter((entry) => typeof entry.date === 'string' && ISO_DATE.test(entry.date))
      .map((entry) => ({ date: entry.date as string, name: typeof entry.name === 'string' ? entry.name : 'Feriado' })),
    removed: isRecord(record.removed) ? Object.keys(record.removed).filter((key) => /^\d{8}$/.test(key)) : [],
  };
}

export interface RecurringHoliday {
  /** month-day, e.g. "12-25". */
  monthDay: string;
  name: string;
}

export function parseRecurringHolidays(raw: unknown): RecurringHoliday[] {
  if (!isRecord(raw)) return [];
  return Object.values(raw)
    .filter(isRecord)
    .filter((entry) => typeof entry.monthDay === 'string' && /^\d{1,2}-\d{1,2}$/.test(entry.monthDay))
    .map((entry) => ({ monthDay: entry.monthDay as string, name: typeof entry.name === 'string' ? entry.name : 'Feriado' }));
}

export function readHolidayOverrides(): Promise<HolidayOverrides> {
  return readPath(PATHS.holidayOverrides, parseHolidayOverrides);
}

export function readRecurringHolidays(): Promise<RecurringHoliday[]> {
  return readPath(PATHS.recurringHolidays, parseRecurringHolidays);
}

export function watchRecurringHolidays(onData: (holidays: RecurringHoliday[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.recurringHolidays, parseRecurringHolidays, onData, onError);
}

export function watchHolidayOverrides(onData: (overrides: HolidayOverrides) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.holidayOverrides, parseHolidayOverrides, onData, onError);
}

/** config/calendarIDs as the availability reads it: '' for an id that is not stored (the caller falls back). */
export interface CalendarSourceIds {
  visitSlotsCalendarId: string;
  eventsCalendarId: string;
  holidaysCalendarId: string;
}

export function parseCalendarSourceIds(raw: unknown): CalendarSourceIds {
  const record = isRecord(raw) ? raw : {};
  const id = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    visitSlotsCalendarId: id(record.visitSlotsCalendarId),
    eventsCalendarId: id(record.eventsCalendarId),
    holidaysCalendarId: id(record.holidaysCalendarId),
  };
}

export function watchCalendarSourceIds(onData: (ids: CalendarSourceIds) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.calendarIds, parseCalendarSourceIds, onData, onError);
}

/**
 * datosId/26 as stored (its fechaFinalCalendario, or the value itself; null when nothing is stored). Resolve it
 * with the domain's resolveCalendarEndDate, which applies the default (31 December) and reports bad values.
 */
export function watchCalendarEndDate(onData: (stored: unknown) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.calendarEnd, (raw) => (isRecord(raw) ? (raw.fechaFinalCalendario ?? null) : (raw ?? null)), onData, onError);
}
