// Holidays from three sources: the holidays calendar, the recurring list (feriados_recurrentes, "M-D"
// each year) and the staff's overrides (feriados_modificados: added entries, removed dates).
import { addDays, compareCodes, isoDateParts, isValidIsoDate, toIsoDate, type IsoDate } from '../dates/dates';
import { eventDaySpan, type CalendarEventItem } from './calendarEvents';
import type { AddedHolidayShape, RecurringHolidayShape } from '@salon/schema';

/** A holiday on one date (as feriados_modificados adds one), its name '' when it has none. */
export type HolidayEntry = Required<AddedHolidayShape>;

/** A holiday every year on its month-day ("12-25" or "7-9"), its name '' when it has none. */
export type RecurringHolidayEntry = Required<RecurringHolidayShape>;

export interface HolidayOverrideEntries {
  added: ReadonlyArray<HolidayEntry>;
  /** Dates written without dashes, "20261208": not a holiday after all. */
  removed: ReadonlyArray<string>;
}

const MONTH_DAY = /^(\d{1,2})-(\d{1,2})$/;

/**
 * Each recurring holiday on every year from `from`'s year to `to`'s year, keeping only dates between
 * `from` and `to` (both included). A month-day that a year lacks (2-29 outside leap years) is skipped.
 */
export function expandRecurringHolidays(recurring: ReadonlyArray<RecurringHolidayEntry>, from: IsoDate, to: IsoDate): HolidayEntry[] {
  if (to < from) return [];
  const firstYear = isoDateParts(from).year;
  const lastYear = isoDateParts(to).year;
  const result: HolidayEntry[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const { monthDay, name } of recurring) {
      const match = MONTH_DAY.exec(monthDay.trim());
      if (!match) continue;
      const date = toIsoDate({ year, month: Number(match[1]), day: Number(match[2]) });
      if (isValidIsoDate(date) && date >= from && date <= to) result.push({ date, name });
    }
  }
  return result.sort((a, b) => compareCodes(a.date, b.date));
}

/** "2026-12-08" → "20261208", the key feriados_modificados/removed uses. */
export const compactDate = (date: IsoDate): string => date.replaceAll('-', '');

export interface HolidaySources {
  /** Events of the holidays calendar (their summary is the name). */
  calendarEvents?: ReadonlyArray<CalendarEventItem>;
  recurring?: ReadonlyArray<RecurringHolidayEntry>;
  overrides?: HolidayOverrideEntries;
}

/**
 * Holiday name per date between `from` and `to`: calendar, then recurring, then added entries (a later
 * source names the date); a removed date is no holiday whatever the source said.
 */
export function mergeHolidays(sources: HolidaySources, from: IsoDate, to: IsoDate): Map<IsoDate, string> {
  const holidays = new Map<IsoDate, string>();
  if (to < from) return holidays;
  for (const event of sources.calendarEvents ?? []) {
    const span = eventDaySpan(event);
    if (!span) continue;
    for (let date = span.first < from ? from : span.first; date <= span.last && date <= to; date = addDays(date, 1)) {
      holidays.set(date, event.summary?.trim() || 'Feriado');
    }
  }
  for (const { date, name } of expandRecurringHolidays(sources.recurring ?? [], from, to)) holidays.set(date, name);
  for (const { date, name } of sources.overrides?.added ?? []) {
    if (isValidIsoDate(date) && date >= from && date <= to) holidays.set(date, name);
  }
  const removed = new Set(sources.overrides?.removed ?? []);
  if (removed.size > 0) for (const date of [...holidays.keys()]) if (removed.has(compactDate(date))) holidays.delete(date);
  return holidays;
}
