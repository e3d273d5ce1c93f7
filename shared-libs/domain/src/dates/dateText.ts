// Dates as people in Argentina type them, dd/mm/aaaa, whatever language the phone's browser speaks: a native
// date field shows mm/dd/yyyy on an English-language phone. The fields keep ISO dates
// (IsoDate) and show and read this text.
import { isValidIsoDate, type IsoDate } from './dates';

export const DATE_TEXT_PLACEHOLDER = 'dd/mm/aaaa';

/** '2026-12-25' → '25/12/2026'; anything that is not an ISO date comes back unchanged. */
export function dateToText(value: string): string {
  if (!isValidIsoDate(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const EIGHT_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The ISO date a typed text names — '25/12/2026', '5/1/2027', '25-12-2026', '25.12.2026', '25122026' or a
 * pasted '2026-12-25' — or null when it is incomplete or names no real day ('30/02/2027'). Years have four
 * digits: a two-digit year would turn into a date while the year is still being typed.
 */
export function dateFromText(text: string): IsoDate | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const parts = iso ? [iso[3], iso[2], iso[1]] : (DAY_MONTH_YEAR.exec(trimmed) ?? EIGHT_DIGITS.exec(trimmed))?.slice(1);
  if (!parts) return null;
  const [day, month, year] = parts as [string, string, string];
  const candidate = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(candidate) ? candidate : null;
}

/**
 * The text after a keystroke, with the slashes a numeric keypad cannot type: '25' → '25/', '25/12' →
 * '25/12/', '2512' → '25/12/'. Deleting never adds anything back.
 */
export function typedDateText(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  if (/^\d{3,8}$/.test(next)) {
    const day = next.slice(0, 2);
    const month = next.slice(2, 4);
    const year = next.slice(4);
    return month.length < 2 ? `${day}/${month}` : `${day}/${month}/${year}`;
  }
  if (/^\d{2}$/.test(next) || /^\d{1,2}\/\d{2}$/.test(next)) return `${next}/`;
  return next;
}

/** True while a typed date is still being written: not yet a whole dd/mm/aaaa, nor a date. */
export function stillTypingDate(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && dateFromText(trimmed) === null && !WHOLE_DATE.test(trimmed);
}

/** "30/02/2027": written in full, whether or not the day exists. */
export const WHOLE_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
