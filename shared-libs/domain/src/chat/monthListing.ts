// What the calendar says about a period a visitor names: the free dates of a month or of a day range
// (maybe only some weekdays of them), the next free dates of some weekdays, and the coming weekend. Which days are "weekend" is a setting: the chat reads it
// from the rates the availability already applies (a weekday charged at the weekend rate is a weekend
// day), so it never disagrees with the prices it shows.
import { addDays, daysBetween, isoDateParts, isoWeekday, toIsoDate, type IsoDate, type Weekday } from '../dates/dates';
import { DEFAULT_WEEKEND_DAYS } from '../pricing/rates';
import type { ChatAvailability, ChatDateInfo } from './chatAvailability';
import { MAX_DATES_PER_MESSAGE } from './parseDates';
import type { ChatMonth, ChatWeekdayFilter } from './parsePeriods';

/** How many free dates after a month with none are offered. */
export const DATES_AFTER_FULL_MONTH = 3;
/** How far after the month those are looked for. */
const AFTER_MONTH_SEARCH_DAYS = 120;
/** How far ahead the weekend setting is read from the rates (five weeks meet every weekday away from holidays). */
const WEEKEND_PROBE_DAYS = 35;

/** The weekend weekdays the availability charges at the weekend rate; the default for days it cannot tell. */
export function weekendDaysOf(availability: ChatAvailability, today: IsoDate): Weekday[] {
  const decided = new Map<Weekday, boolean>();
  let weekday = isoWeekday(today);
  for (let offset = 0; offset < WEEKEND_PROBE_DAYS && decided.size < 7; offset += 1) {
    const kind = availability.lookup(addDays(today, offset)).rateKind;
    // A holiday is charged as weekend whatever its weekday: it says nothing about the setting.
    if ((kind === 'semana' || kind === 'finDeSemana') && !decided.has(weekday)) decided.set(weekday, kind === 'finDeSemana');
    weekday = ((weekday + 1) % 7) as Weekday;
  }
  const days: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
  return days.filter((day) => decided.get(day) ?? DEFAULT_WEEKEND_DAYS.includes(day));
}

/** The weekdays a filter keeps (null: every day). */
export function filterWeekdays(filter: ChatWeekdayFilter | null, weekendDays: readonly Weekday[]): Weekday[] | null {
  if (filter === null) return null;
  if (filter.kind === 'days') return filter.days;
  if (filter.kind === 'weekend') return [...weekendDays];
  return ([0, 1, 2, 3, 4, 5, 6] as Weekday[]).filter((day) => !weekendDays.includes(day));
}

/**
 * "Este finde": the run of weekend days that still has a day after today (a weekend ending today is
 * over for planning a party), from today on; "el próximo finde": the first run that starts after today.
 */
export function weekendDates(which: 'este' | 'proximo', weekendDays: readonly Weekday[], today: IsoDate): IsoDate[] {
  const isWeekend = (date: IsoDate) => weekendDays.includes(isoWeekday(date));
  let runs: IsoDate[][] = [];
  let current: IsoDate[] = [];
  for (let offset = 0; offset < 15; offset += 1) {
    const date = addDays(today, offset);
    if (isWeekend(date) && current.length < 7) {
      current.push(date);
    } else if (current.length > 0) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length > 0) runs.push(current);
  runs = runs.filter((run) => (which === 'este' ? run[run.length - 1]! > today : run[0]! > today));
  return (runs[0] ?? []).slice(0, MAX_DATES_PER_MESSAGE);
}

/** The free dates of a span of days (a month, a range) the visitor asked about. */
export interface DateSpanListing {
  first: IsoDate;
  last: IsoDate;
  /** Weekdays asked for; null = every day. */
  weekdays: Weekday[] | null;
  /** The span has started: only today onwards counts. */
  started: boolean;
  /** Some asked-for day of the span was checked (in the published calendar, not past). */
  verifiable: boolean;
  /** The free asked-for dates, in order, with their price. */
  free: ChatDateInfo[];
  /** Asked-for dates inside the published calendar that could not be checked (the events calendar failed). */
  unverified: number;
  /** When the published calendar ends inside the span: its last date. */
  calendarEnd: IsoDate | null;
  /** When no date is free: the nearest free asked-for dates after the span. */
  after: ChatDateInfo[];
}

export interface MonthListing extends DateSpanListing {
  month: ChatMonth;
}

function daysInMonth({ year, month }: ChatMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The free dates from `first` to `last` (only `weekdays` when given), read from the availability. */
export function listDateSpan(first: IsoDate, last: IsoDate, weekdays: Weekday[] | null, availability: ChatAvailability, today: IsoDate): DateSpanListing {
  const wanted = (date: IsoDate) => weekdays === null || weekdays.includes(isoWeekday(date));
  const free: ChatDateInfo[] = [];
  const unknown: IsoDate[] = [];
  let lastChecked: IsoDate | null = null;
  // Days before today count for nothing: start at today when the span has started.
  const from = first < today ? today : first;
  const length = from > last ? 0 : daysBetween(from, last) + 1;
  let weekday = isoWeekday(from);
  for (let offset = 0; offset < length; offset += 1, weekday = ((weekday + 1) % 7) as Weekday) {
    if (weekdays !== null && !weekdays.includes(weekday)) continue;
    const date = addDays(from, offset);
    const info = availability.lookup(date);
    if (info.status === 'no-verificable') {
      unknown.push(date);
      continue;
    }
    lastChecked = date;
    if (info.status === 'Libre') free.push(info);
  }
  // Unknown dates after the published end are beyond the calendar; before it, the calendar could not say.
  const end = availability.range?.end ?? lastChecked;
  const unverified = end === null ? 0 : unknown.filter((date) => date <= end).length;
  const verifiable = lastChecked !== null;
  const calendarEnd = verifiable && end !== null && unknown.some((date) => date > end) ? end : null;
  const after: ChatDateInfo[] = [];
  if (verifiable && free.length === 0 && unverified === 0 && calendarEnd === null) {
    for (let offset = 1; offset <= AFTER_MONTH_SEARCH_DAYS && after.length < DATES_AFTER_FULL_MONTH; offset += 1) {
      const date = addDays(last, offset);
      if (!wanted(date)) continue;
      const info = availability.lookup(date);
      if (info.status === 'no-verificable') break;
      if (info.status === 'Libre') after.push(info);
    }
  }
  return { first, last, weekdays, started: first < today && today <= last, verifiable, free, unverified, calendarEnd, after };
}

/** The free dates of a month (only `weekdays` when given), read from the availability. */
export function listMonth(month: ChatMonth, weekdays: Weekday[] | null, availability: ChatAvailability, today: IsoDate): MonthListing {
  const first = toIsoDate({ ...month, day: 1 });
  const last = toIsoDate({ ...month, day: daysInMonth(month) });
  const { year, month: number } = isoDateParts(today);
  // "En lo que queda de noviembre" from its first day on.
  const started = year === month.year && number === month.month;
  return { ...listDateSpan(first, last, weekdays, availability, today), started, month };
}

/** How many of the next free dates of some weekdays are listed ("¿qué sábados tienen libres?"). */
export const UPCOMING_DATES_LISTED = 6;
/** How far ahead they are looked for when the availability does not say where its calendar ends. */
const UPCOMING_SEARCH_DAYS = 400;

/** The next free dates of some weekdays, from today to the end of the published calendar. */
export interface UpcomingListing {
  weekdays: Weekday[];
  /** At most UPCOMING_DATES_LISTED, in order, with their price. */
  free: ChatDateInfo[];
  /** More free dates follow the listed ones. */
  more: boolean;
  /** Some asked-for date was checked. */
  verifiable: boolean;
  /** Asked-for dates before the listed end that could not be checked (the events calendar failed). */
  unverified: number;
  /** The search reached the end of the published calendar: its last date. */
  calendarEnd: IsoDate | null;
}

/** The next UPCOMING_DATES_LISTED free dates of `weekdays` from today, and whether more follow. */
export function listUpcoming(weekdays: Weekday[], availability: ChatAvailability, today: IsoDate): UpcomingListing {
  const end = availability.range?.end ?? null;
  const free: ChatDateInfo[] = [];
  let more = false;
  let unverified = 0;
  let lastChecked: IsoDate | null = null;
  let reachedEnd = false;
  let weekday = isoWeekday(today);
  for (let offset = 0; offset < UPCOMING_SEARCH_DAYS; offset += 1, weekday = ((weekday + 1) % 7) as Weekday) {
    const date = addDays(today, offset);
    if (end !== null && date > end) {
      reachedEnd = true;
      break;
    }
    if (!weekdays.includes(weekday)) continue;
    const info = availability.lookup(date);
    if (info.status === 'no-verificable') {
      // With no known end, the first date it cannot check is where its calendar ends.
      if (end === null) {
        reachedEnd = lastChecked !== null;
        break;
      }
      unverified += 1;
      continue;
    }
    lastChecked = date;
    if (info.status !== 'Libre') continue;
    if (free.length === UPCOMING_DATES_LISTED) {
      more = true;
      break;
    }
    free.push(info);
  }
  const calendarEnd = reachedEnd ? (end ?? lastChecked) : null;
  return { weekdays, free, more, verifiable: lastChecked !== null, unverified, calendarEnd };
}
