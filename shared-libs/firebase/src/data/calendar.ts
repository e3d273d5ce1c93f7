// Availability data kept in the database: staff bookings, holidays and the calendar's configuration. Each
// field is read within the limits of its shape (@salon/schema); one that does not fit reads as missing.
import {
  CALENDAR_ID_MAX_LENGTH,
  COMPACT_DATE,
  DEFAULT_HOLD_DAYS,
  HOLD_DAYS_MAX,
  HOLD_DAYS_MIN,
  HOLIDAY_NAME_MAX_LENGTH,
  MONTH_DAY,
  REAL_DATE,
} from '@salon/schema';
import { parseBookings, type Booking } from '@salon/domain';
import { PATHS, rawDatabase, type Unsubscribe } from '@salon/firebase';
import { field, isRecord, textMatching, textWithin } from './fields';

// The page's one Firebase, through the shared package (see ./index.ts).
const { watchPath, readPath } = rawDatabase;

export { parseBookings, type Booking, type BookingKind } from '@salon/domain';

export function watchBookings(onData: (bookings: Booking[]) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.bookings, parseBookings, onData, onError);
}

/** config/diasReserva: days a budget holds its date provisionally (whole 1–60; anything else reads as the default 7). */
export function parseHoldDaysSetting(raw: unknown): number {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= HOLD_DAYS_MIN && raw <= HOLD_DAYS_MAX ? raw : DEFAULT_HOLD_DAYS;
}

export function watchHoldDays(onData: (days: number) => void, onError?: (error: Error) => void): Unsubscribe {
  return watchPath(PATHS.holdDays, parseHoldDaysSetting, onData, onError);
}

export interface HolidayOverrides {
  /** Added holidays: ISO date → name. */
  added: Array<{ date: string; name: string }>;
  /** Dates (without dashes, as stored) that are not holidays after all. */
  removed: string[];
}

const holidayName = (entry: unknown): string => textWithin(field(entry, 'name'), 0, HOLIDAY_NAME_MAX_LENGTH) ?? 'Feriado';

export function parseHolidayOverrides(raw: unknown): HolidayOverrides {
  const added = field(raw, 'added');
  const removed = field(raw, 'removed');
  return {
    added: (isRecord(added) ? Object.values(added) : []).flatMap((entry) => {
      const date = textMatching(field(entry, 'date'), REAL_DATE);
      return date ? [{ date, name: holidayName(entry) }] : [];
    }),
    removed: isRecord(removed) ? Object.keys(removed).filter((key) => COMPACT_DATE.test(key)) : [],
  };
}

export interface RecurringHoliday {
  /** month-day, e.g. "12-25". */
  monthDay: string;
  name: string;
}

export function parseRecurringHolidays(raw: unknown): RecurringHoliday[] {
  if (!isRecord(raw)) return [];
  return Object.values(raw).flatMap((entry) => {
    const monthDay = textMatching(field(entry, 'monthDay'), MONTH_DAY);
    return monthDay ? [{ monthDay, name: holidayName(entry) }] : [];
  });
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
  const id = (key: keyof CalendarSourceIds) => textWithin(field(raw, key), 0, CALENDAR_ID_MAX_LENGTH)?.trim() ?? '';
  return { visitSlotsCalendarId: id('visitSlotsCalendarId'), eventsCalendarId: id('eventsCalendarId'), holidaysCalendarId: id('holidaysCalendarId') };
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
