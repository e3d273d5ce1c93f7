// The price of a date: Monday–Thursday rents the hall for 3 hours, the weekend and holidays for 4; extra
// hours follow the same split. Which weekdays are "weekend" is a setting (config/diasFinDeSemana).
import { isoDateParts, isoWeekday, WEEKDAY_NAMES_ES, type IsoDate, type Weekday } from '../dates/dates';
import { pricesForPage, type PriceField } from './prices';
import { pageForMonth, type SeasonPage } from './season';

/** Friday, Saturday and Sunday. */
export const DEFAULT_WEEKEND_DAYS: readonly Weekday[] = [5, 6, 0];

export type PriceType = 'semana' | 'finDeSemana' | 'feriado';

/** Spanish description of each price type, as the chat and the calculator say it. */
export const PRICE_TYPE_LABELS: Readonly<Record<PriceType, string>> = {
  semana: 'tarifa de semana (3 hs)',
  finDeSemana: 'tarifa de fin de semana (4 hs)',
  feriado: 'tarifa de feriado (4 hs)',
};

export interface RateOptions {
  /** Weekdays (0 = Sunday … 6 = Saturday) charged as weekend; DEFAULT_WEEKEND_DAYS when absent. */
  weekendDays?: Iterable<number>;
  /** Holiday ISO dates; a holiday is charged as weekend whatever its weekday. */
  holidays?: ReadonlySet<string>;
}

export interface DateRate {
  page: SeasonPage;
  /** Hall rental for the date's hours; null when that month's price is missing. */
  price: number | null;
  priceType: PriceType;
  priceTypeLabel: string;
  hours: 3 | 4;
  extraHourPrice: number | null;
}

export interface RateRule {
  hours: 3 | 4;
  rentalField: PriceField;
  extraHourField: PriceField;
}

const WEEKDAY_RULE: RateRule = { hours: 3, rentalField: 'b_precio_3hs_', extraHourField: 'd_hora_extra_semana_' };
const WEEKEND_RULE: RateRule = { hours: 4, rentalField: 'a_precio_4hs_', extraHourField: 'c_hora_extra_finde_' };

/** Rental and extra-hour fields of a price type. */
export function rateRule(priceType: PriceType): RateRule {
  return priceType === 'semana' ? WEEKDAY_RULE : WEEKEND_RULE;
}

/** The price type of a date: 'feriado' for a holiday, 'finDeSemana' on weekend days, else 'semana'. */
export function priceTypeForDate(isoDate: IsoDate, options: RateOptions = {}): PriceType {
  if (options.holidays?.has(isoDate)) return 'feriado';
  const weekendDays = new Set<number>(options.weekendDays ?? DEFAULT_WEEKEND_DAYS);
  return weekendDays.has(isoWeekday(isoDate)) ? 'finDeSemana' : 'semana';
}

/** Price, type and hours of renting the hall on a date, from the raw datosId/8 value (throws RangeError for a bad date). */
export function rateForDate(isoDate: IsoDate, rawPrices: unknown, options: RateOptions = {}): DateRate {
  const page = pageForMonth(isoDateParts(isoDate).month);
  const priceType = priceTypeForDate(isoDate, options);
  const rule = rateRule(priceType);
  const { prices } = pricesForPage(rawPrices, page);
  return {
    page,
    price: prices[rule.rentalField],
    priceType,
    priceTypeLabel: PRICE_TYPE_LABELS[priceType],
    hours: rule.hours,
    extraHourPrice: prices[rule.extraHourField],
  };
}

const isWeekday = (value: unknown): value is Weekday => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 6;

const USING_DEFAULT_WEEKEND = 'se usan viernes, sábado y domingo.';

/**
 * The weekend setting from its stored form (a list of weekday numbers, or an object with numeric keys as
 * the Realtime Database returns lists): defaults when nothing is stored, defaults + warning when unusable.
 */
export function resolveWeekendDays(raw: unknown): { days: Weekday[]; warnings: string[] } {
  const defaults = { days: [...DEFAULT_WEEKEND_DAYS], warnings: [] as string[] };
  if (raw === null || raw === undefined) return defaults;
  const values = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw) : null;
  if (!values) return { ...defaults, warnings: [`Los días de fin de semana no son una lista; ${USING_DEFAULT_WEEKEND}`] };
  const days = [...new Set(values.filter(isWeekday))];
  const warnings: string[] = [];
  if (values.some((value) => value !== null && !isWeekday(value))) {
    warnings.push('Se ignoraron valores que no son días de la semana (0 = domingo … 6 = sábado).');
  }
  if (days.length === 0) {
    return { ...defaults, warnings: [...warnings, `No hay días de fin de semana válidos; ${USING_DEFAULT_WEEKEND}`] };
  }
  return { days, warnings };
}

const WEEKDAY_PLURALS_ES = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'] as const;

/** "a, b y c": a Spanish list ('' when empty). */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** Names of weekdays in week order from Monday, without repeats or non-days: ['viernes', 'sábado', 'domingo']. */
export function weekdayNames(days: Iterable<number>, { plural = false }: { plural?: boolean } = {}): string[] {
  return [...new Set(days)]
    .filter(isWeekday)
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((day) => (plural ? WEEKDAY_PLURALS_ES[day] : WEEKDAY_NAMES_ES[day]));
}

/** "viernes, sábado y domingo": weekend days in week order from Monday, for the weekend price page. */
export function weekendDaysLabel(days: Iterable<number>): string {
  return joinSpanish(weekdayNames(days));
}
