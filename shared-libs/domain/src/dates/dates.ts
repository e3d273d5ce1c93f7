// Calendar dates of the hall. The canonical date is an ISO string 'YYYY-MM-DD' with no time and no zone;
// arithmetic runs on UTC timestamps so the machine's time zone never leaks in, and "today" is read in the
// hall's zone (hallZone.ts).
import { MONTH_NAMES_ES, WEEKDAY_NAMES_ES, WEEKDAY_SHORT_NAMES_ES } from './calendarNames';
import { hallOffsetMinutes, MS_PER_DAY, MS_PER_MINUTE } from './hallZone';

export { WEEKDAY_NAMES_ES, WEEKDAY_SHORT_NAMES_ES } from './calendarNames';

export { HALL_TIME_ZONE } from './hallZone';

/** A calendar date 'YYYY-MM-DD' (validate with isValidIsoDate). */
export type IsoDate = string;

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** First day the seed's date pickers accept. */
export const PICKER_MIN_DATE: IsoDate = '1900-01-01';
/** Last day the seed's date pickers accept. */
export const PICKER_MAX_DATE: IsoDate = '2099-12-31';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** UTC midnight of a date; setUTCFullYear because Date.UTC maps years 0–99 to 1900–1999. */
function utcMidnight({ year, month, day }: DateParts): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date;
}

function partsOfUtc(date: Date): DateParts {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Builds 'YYYY-MM-DD' from numbers (no validation: pass real calendar values). */
/**
 * Orders ISO dates and times, keys and other codes by their characters, which is their order. Not `localeCompare`:
 * that builds the language's collator on first use, ~50 ms at 4× CPU in the calendar's first answer
 * (docs/performance.md, "Codes sorted as codes"), for rules codes do not need.
 */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Splits an ISO date into numbers, or null when it is not a real calendar day in 'YYYY-MM-DD' form. */
export function parseIsoDate(value: unknown): DateParts | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1) return null;
  // Round-tripping through a UTC date rejects 2026-02-30 and friends.
  return toIsoDate(partsOfUtc(utcMidnight(parts))) === value ? parts : null;
}

/** Like parseIsoDate, but throws RangeError: for callers whose input was validated already. */
export function isoDateParts(iso: IsoDate): DateParts {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Fecha inválida: ${JSON.stringify(iso)} (se espera AAAA-MM-DD).`);
  return parts;
}

/** True for a real calendar day written 'YYYY-MM-DD' (year 0000–9999). */
export function isValidIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** True for a valid ISO date within the pickers' range, 1900-01-01 to 2099-12-31. */
export function isWithinPickerRange(value: unknown): value is IsoDate {
  // ISO dates of the same width compare correctly as strings.
  return isValidIsoDate(value) && value >= PICKER_MIN_DATE && value <= PICKER_MAX_DATE;
}

/** The calendar date in the hall at instant `now` (throws RangeError for an invalid Date). */
export function todayInHall(now: Date): IsoDate {
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Fecha inválida.');
  return toIsoDate(partsOfUtc(new Date(ms + hallOffsetMinutes(ms) * MS_PER_MINUTE)));
}

/** Day of the week of an ISO date: 0 = Sunday … 6 = Saturday (throws RangeError when invalid). */
export function isoWeekday(iso: IsoDate): Weekday {
  return utcMidnight(isoDateParts(iso)).getUTCDay() as Weekday;
}

/** The ISO date `days` days after `iso` (negative goes back; throws RangeError for a bad date or count). */
export function addDays(iso: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Cantidad de días inválida: ${days}.`);
  return toIsoDate(partsOfUtc(new Date(utcMidnight(isoDateParts(iso)).getTime() + days * MS_PER_DAY)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(isoDateParts(to)).getTime() - utcMidnight(isoDateParts(from)).getTime()) / MS_PER_DAY);
}

/** "sábado 5 de diciembre de 2026" (throws RangeError when invalid). */
export function formatDateLong(iso: IsoDate): string {
  const { year, month, day } = isoDateParts(iso);
  return `${WEEKDAY_NAMES_ES[isoWeekday(iso)]} ${day} de ${MONTH_NAMES_ES[month - 1]} de ${year}`;
}

/** "sáb 5/12" (throws RangeError when invalid). */
export function formatDateShort(iso: IsoDate): string {
  const { month, day } = isoDateParts(iso);
  return `${WEEKDAY_SHORT_NAMES_ES[isoWeekday(iso)]} ${day}/${month}`;
}
