// The price season runs July to June. Each month's prices are stored under a "page number": pages 7–12 are
// July–December of the season's first year and 13–18 are January–June of the next year.
import { MONTH_NAMES_ES } from '../dates/calendarNames';
import { isoDateParts, type IsoDate } from '../dates/dates';
import { FIRST_SEASON_PAGE, LAST_SEASON_PAGE } from '@salon/schema';

export { MONTH_NAMES_ES } from '../dates/calendarNames';

/** Page numbers of a season, in order (July first). */
export const SEASON_PAGES = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
export type SeasonPage = (typeof SEASON_PAGES)[number];

/** Months from January to June belong to the second half of the season, 12 pages later. */
const SECOND_HALF_OFFSET = 12;

/** True for an integer page number 7–18. */
export function isSeasonPage(value: unknown): value is SeasonPage {
  return Number.isInteger(value) && (value as number) >= FIRST_SEASON_PAGE && (value as number) <= LAST_SEASON_PAGE;
}

function requireMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Mes inválido: ${month} (1–12).`);
}

function requirePage(page: number): asserts page is SeasonPage {
  if (!isSeasonPage(page)) throw new RangeError(`Página de precios inválida: ${page} (7–18).`);
}

/** Page number (7–18) of a calendar month 1–12; throws RangeError otherwise. */
export function pageForMonth(month: number): SeasonPage {
  requireMonth(month);
  return (month >= FIRST_SEASON_PAGE ? month : month + SECOND_HALF_OFFSET) as SeasonPage;
}

/** Calendar month 1–12 of a page number 7–18; throws RangeError otherwise. */
export function monthForPage(page: number): number {
  requirePage(page);
  return page > 12 ? page - SECOND_HALF_OFFSET : page;
}

/** Calendar year of a page, given the year the season started in. */
export function yearForPage(page: number, startYear: number): number {
  requirePage(page);
  return page > 12 ? startYear + 1 : startYear;
}

/** The year in which the season containing `isoDate` started (July–June). */
export function seasonStartYear(isoDate: IsoDate): number {
  const { year, month } = isoDateParts(isoDate);
  return month >= FIRST_SEASON_PAGE ? year : year - 1;
}

/** Page number of the month containing `isoDate`. */
export function currentPage(isoDate: IsoDate): SeasonPage {
  return pageForMonth(isoDateParts(isoDate).month);
}

/** Lower case without accents, for lenient matching of what people type in a URL. */
function foldForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();
}

const MONTH_BY_FOLDED_NAME = new Map<string, number>([
  ...MONTH_NAMES_ES.map((name, index) => [foldForMatching(name), index + 1] as const),
  ['setiembre', 9], // accepted spelling in Argentina
]);

/**
 * Page number for the `{mes}` of /precios/{mes}: a month's number 1–12 (as a visitor writes it: 1 is January),
 * a page number 7–18 (7–12 are the same months either way), or a Spanish month name (any case, with or without
 * accents, "setiembre" too); null otherwise.
 */
export function parseMonthParam(param: unknown): SeasonPage | null {
  if (typeof param !== 'string') return null;
  const folded = foldForMatching(param);
  if (/^\d{1,2}$/.test(folded)) {
    const number = Number(folded);
    if (number >= 1 && number <= 12) return pageForMonth(number);
    return isSeasonPage(number) ? number : null;
  }
  const month = MONTH_BY_FOLDED_NAME.get(folded);
  return month === undefined ? null : pageForMonth(month);
}

/** Target page of the legacy routes /precios1…/precios6 (→ 13–18), or null for any other number. */
export function legacyPageRedirect(legacyPage: number): SeasonPage | null {
  return Number.isInteger(legacyPage) && legacyPage >= 1 && legacyPage <= 6 ? ((legacyPage + SECOND_HALF_OFFSET) as SeasonPage) : null;
}

/** The months of the season still to come, from today's on (the calculator offers no past month). */
export function remainingSeasonPages(today: IsoDate): SeasonPage[] {
  const page = currentPage(today);
  return SEASON_PAGES.filter((n) => n >= page);
}

/** Heading for a page: "Diciembre 2026" (capitalised month, calendar year of that page). */
export function monthLabel(page: number, startYear: number): string {
  const name = MONTH_NAMES_ES[monthForPage(page) - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${yearForPage(page, startYear)}`;
}

/** Last day of the season that started in July of `startYear`: 30 June of the next year. */
export function seasonEndDate(startYear: number): IsoDate {
  return `${String(startYear + 1).padStart(4, '0')}-06-30`;
}
