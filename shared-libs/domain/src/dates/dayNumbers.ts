// Calendar dates as whole day numbers (days since 1970-01-01), so the availability index does arithmetic
// on integers instead of parsing and formatting strings: building a season's index stays within a few ms.
// Civil-calendar conversions after Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian).
import type { IsoDate } from './dates';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;

/** Day number of a 'YYYY-MM-DD' date, or null when it is not a real calendar day in that form. */
export function dayNumberOf(iso: string): number | null {
  if (iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return null;
  let year = 0;
  for (let i = 0; i < 4; i += 1) {
    const d = digit(iso, i);
    if (d < 0 || d > 9) return null;
    year = year * 10 + d;
  }
  const m1 = digit(iso, 5);
  const m2 = digit(iso, 6);
  const d1 = digit(iso, 8);
  const d2 = digit(iso, 9);
  if ([m1, m2, d1, d2].some((d) => d < 0 || d > 9)) return null;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12 || day < 1) return null;
  const monthLength = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day > monthLength) return null;
  return daysFromCivil(year, month, day);
}

const isoCache = new Map<number, IsoDate>();

/** 'YYYY-MM-DD' of a day number (memoised: a season asks for the same few hundred days again and again). */
export function isoDateOfDayNumber(dayNumber: number): IsoDate {
  const cached = isoCache.get(dayNumber);
  if (cached !== undefined) return cached;
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const iso = `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
  if (isoCache.size < 50_000) isoCache.set(dayNumber, iso);
  return iso;
}
