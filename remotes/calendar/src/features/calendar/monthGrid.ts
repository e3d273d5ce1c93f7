// The month view's model: which weeks and days a month shows (weeks start on Monday), which days can be
// chosen, the events of each date, the months one can move between and where the arrow keys lead. Pure and
// on the hall's dates (IsoDate strings, @salon/domain arithmetic): the visitor's own time zone never moves a day.
import {
  addDays,
  formatDateLong,
  isoDateParts,
  isoWeekday,
  MONTH_NAMES_ES,
  toIsoDate,
  WEEKDAY_NAMES_ES,
  WEEKDAY_SHORT_NAMES_ES,
  type IsoDate,
} from '@salon/domain';
import type { MonthEvent } from './calendarModel';

/** A month, 'YYYY-MM' (compares correctly as a string). */
export type MonthId = string;

/** The dates the view offers: from the hall's today to the last published date. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** 'past': before the range (greyed); 'open': can be chosen; 'later': after the published calendar (greyed). */
export type DayState = 'past' | 'open' | 'later';

export interface GridDay {
  date: IsoDate;
  day: number;
  state: DayState;
}

export interface MonthGrid {
  month: MonthId;
  /** "noviembre de 2026" */
  title: string;
  /** Monday to Sunday; null where the day belongs to the month before or after. */
  weeks: Array<Array<GridDay | null>>;
}

/** At most this many events are drawn in a day; more become "+N más" (the day's label still names them all). */
export const MAX_EVENTS_PER_DAY = 3;

/** The header of the grid, Monday first: short name shown, full name for screen readers. */
export const WEEKDAY_HEADERS: ReadonlyArray<{ short: string; long: string }> = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
  short: WEEKDAY_SHORT_NAMES_ES[weekday]!,
  long: WEEKDAY_NAMES_ES[weekday]!,
}));

export const monthOf = (date: IsoDate): MonthId => date.slice(0, 7);

const firstOf = (month: MonthId): IsoDate => `${month}-01`;

/** "noviembre de 2026" */
export function monthTitle(month: MonthId): string {
  const { year, month: number } = isoDateParts(firstOf(month));
  return `${MONTH_NAMES_ES[number - 1]} de ${year}`;
}

/** The month `count` months after `month` (negative goes back). */
export function addMonths(month: MonthId, count: number): MonthId {
  const { year, month: number } = isoDateParts(firstOf(month));
  const index = year * 12 + (number - 1) + count;
  return monthOf(toIsoDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 }));
}

function daysInMonth(month: MonthId): number {
  return Number(addDays(firstOf(addMonths(month, 1)), -1).slice(8, 10));
}

/** Monday = 0 … Sunday = 6. */
const mondayIndex = (date: IsoDate): number => (isoWeekday(date) + 6) % 7;

function dayState(date: IsoDate, range: DateRange): DayState {
  if (date < range.start) return 'past';
  return date > range.end ? 'later' : 'open';
}

/** The weeks `month` shows, Monday to Sunday, only as many as it needs (4 to 6). */
export function monthGrid(month: MonthId, range: DateRange): MonthGrid {
  const first = firstOf(month);
  const cells: Array<GridDay | null> = Array.from({ length: mondayIndex(first) }, () => null);
  const length = daysInMonth(month);
  for (let day = 1; day <= length; day += 1) {
    const date = addDays(first, day - 1);
    cells.push({ date, day, state: dayState(date, range) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<GridDay | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return { month, title: monthTitle(month), weeks };
}

/** The months one can move between: from today's to the one of the last published date. */
export function monthBounds(range: DateRange): { first: MonthId; last: MonthId } {
  const first = monthOf(range.start);
  const last = monthOf(range.end);
  return { first, last: last < first ? first : last };
}

export function clampMonth(month: MonthId, bounds: { first: MonthId; last: MonthId }): MonthId {
  if (month < bounds.first) return bounds.first;
  return month > bounds.last ? bounds.last : month;
}

/** The events of each date, in the order given (busy, holiday, visits: monthViewEvents' order). */
export function eventsByDate(events: ReadonlyArray<MonthEvent>): Map<IsoDate, MonthEvent[]> {
  const byDate = new Map<IsoDate, MonthEvent[]>();
  for (const event of events) {
    const list = byDate.get(event.start);
    if (list) list.push(event);
    else byDate.set(event.start, [event]);
  }
  return byDate;
}

/** What a day draws: every event when they fit, else the first ones and how many more. */
export function visibleEvents(events: ReadonlyArray<MonthEvent>): { shown: MonthEvent[]; more: number } {
  if (events.length <= MAX_EVENTS_PER_DAY) return { shown: [...events], more: 0 };
  const shown = events.slice(0, MAX_EVENTS_PER_DAY - 1);
  return { shown, more: events.length - shown.length };
}

/** "jueves 12 de noviembre de 2026, Ocupado, feriado": what a screen reader says for a day. */
export function dayLabel(date: IsoDate, events: ReadonlyArray<MonthEvent>): string {
  return [formatDateLong(date), ...events.map((event) => event.title)].join(', ');
}

/**
 * The day that takes the grid's one tab stop in `month`: the day last focused, else the chosen one, else
 * today, else the month's first day that can be chosen; null when none can.
 */
export function tabStopDate(grid: MonthGrid, range: DateRange, ...preferred: Array<IsoDate | null>): IsoDate | null {
  const open = (date: IsoDate | null): date is IsoDate => date !== null && monthOf(date) === grid.month && dayState(date, range) === 'open';
  for (const date of [...preferred, range.start]) if (open(date)) return date;
  for (const week of grid.weeks) for (const day of week) if (day?.state === 'open') return day.date;
  return null;
}

/**
 * Where a key moves the focus from `date`, as in a date picker: arrows by a day or a week, Home and End to the
 * week's Monday and Sunday, PageUp and PageDown to the same day of the month before or after (the last day
 * when that month is shorter). Never outside the range; null for any other key.
 */
export function dateAfterKey(date: IsoDate, key: string, range: DateRange): IsoDate | null {
  let target: IsoDate;
  switch (key) {
    case 'ArrowLeft':
      target = addDays(date, -1);
      break;
    case 'ArrowRight':
      target = addDays(date, 1);
      break;
    case 'ArrowUp':
      target = addDays(date, -7);
      break;
    case 'ArrowDown':
      target = addDays(date, 7);
      break;
    case 'Home':
      target = addDays(date, -mondayIndex(date));
      break;
    case 'End':
      target = addDays(date, 6 - mondayIndex(date));
      break;
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(date), key === 'PageUp' ? -1 : 1);
      const day = Math.min(isoDateParts(date).day, daysInMonth(month));
      target = addDays(firstOf(month), day - 1);
      break;
    }
    default:
      return null;
  }
  if (target < range.start) return range.start;
  return target > range.end ? range.end : target;
}
