// Promotions staff publish in `promociones`: which ones a visitor sees today, and how their period reads.
import { MAX_STORED_PRICE, PROMOTION_DESCRIPTION_MAX_LENGTH, PROMOTION_TITLE_MAX_LENGTH, REAL_DATE, type RentalOption } from '@salon/schema';
import { compareCodes, formatDateLong, isoWeekday, isValidIsoDate, type IsoDate, type Weekday } from '../dates/dates';
import { formatARS } from './money';
import { joinSpanish, weekdayNames } from './rates';
import { asRecord, isRecord, ownValue } from '../data/values';

export { PROMOTION_DESCRIPTION_MAX_LENGTH, PROMOTION_TITLE_MAX_LENGTH };

export interface PromotionWindow {
  active: boolean;
  /** ISO dates; '' (or anything not a date) means open-ended. */
  validFrom: string;
  validUntil: string;
  order: number;
}

/** True when a promotion is switched on and `today` falls inside its period (both ends included). */
export function isPromotionCurrent(promotion: PromotionWindow, today: IsoDate): boolean {
  if (!promotion.active) return false;
  if (isValidIsoDate(promotion.validFrom) && today < promotion.validFrom) return false;
  if (isValidIsoDate(promotion.validUntil) && today > promotion.validUntil) return false;
  return true;
}

/** The promotions to show on `today`, in the order staff gave them (then by end date, soonest first). */
export function currentPromotions<T extends PromotionWindow>(promotions: readonly T[], today: IsoDate): T[] {
  const order = (promotion: T) => (Number.isFinite(promotion.order) ? promotion.order : Number.MAX_SAFE_INTEGER);
  const end = (promotion: T) => (isValidIsoDate(promotion.validUntil) ? promotion.validUntil : '9999-12-31');
  return promotions.filter((promotion) => isPromotionCurrent(promotion, today)).sort((a, b) => order(a) - order(b) || compareCodes(end(a), end(b)));
}

/** "Válida del martes 1 de diciembre de 2026 al jueves 31 de diciembre de 2026", "Hasta el …", "Desde el …"; '' open-ended. */
export function promotionPeriod(promotion: Pick<PromotionWindow, 'validFrom' | 'validUntil'>): string {
  const from = isValidIsoDate(promotion.validFrom) ? formatDateLong(promotion.validFrom) : '';
  const until = isValidIsoDate(promotion.validUntil) ? formatDateLong(promotion.validUntil) : '';
  if (from && until) return `Válida del ${from} al ${until}`;
  if (until) return `Válida hasta el ${until}`;
  if (from) return `Válida desde el ${from}`;
  return '';
}

// ── Promotions that lower a price ─────────────────────────────────────────────────────────────────────────
// A promotion with a discount (percent or whole pesos) and the rentals it covers lowers the rental price of
// an event date (applyPromotion, the one rule every price the site shows or sends goes through). Without them
// it is text only: shown on /preciospromo, never applied.

export type PromotionDiscount = { kind: 'porcentaje'; percent: number } | { kind: 'monto'; amount: number };

export interface PromotionTerms {
  /** Weekdays of the event (0 = Sunday … 6 = Saturday). */
  weekdays: Weekday[];
  /** Specific event dates. With neither weekdays nor dates, every date of the period. */
  dates: IsoDate[];
  /** The rentals it lowers: 3 hs (weekdays) and 4 hs (weekend and holidays). */
  rentals: RentalOption[];
  discount: PromotionDiscount;
}

/** promociones/{id} as the site and askAI read it (docs/storage-contract.md). */
export interface Promotion extends PromotionWindow {
  id: string;
  title: string;
  description: string;
  /** What it takes off a price; null: text only (older promotions, or no discount or rental given). */
  terms: PromotionTerms | null;
}

const isText = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max;
const isNumberWithin = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && value >= min && value <= max;

/** A stored list whose every item fits, else undefined (as the schema reads it: a list that does not fit is missing). */
function listOf<T>(value: unknown, fits: (item: unknown) => item is T): T[] | undefined {
  return Array.isArray(value) && value.every(fits) ? value : undefined;
}

const isWeekdayValue = (value: unknown): value is Weekday => isNumberWithin(value, 0, 6);
const isRealDate = (value: unknown): value is IsoDate => typeof value === 'string' && REAL_DATE.test(value);
const isRental = (value: unknown): value is RentalOption => value === '3hs' || value === '4hs';

/** The price terms of one stored promotion, or null when it is text only. */
export function promotionTermsFrom(stored: Record<string, unknown>): PromotionTerms | null {
  const percent = ownValue(stored, 'porcentaje');
  const amount = ownValue(stored, 'monto');
  const discount: PromotionDiscount | null = isNumberWithin(percent, 1, 100)
    ? { kind: 'porcentaje', percent }
    : isNumberWithin(amount, 1, MAX_STORED_PRICE) && Number.isInteger(amount)
      ? { kind: 'monto', amount }
      : null;
  const rentals = listOf(ownValue(stored, 'aplicaA'), isRental) ?? [];
  if (!discount || rentals.length === 0) return null;
  return {
    weekdays: listOf(ownValue(stored, 'dias'), isWeekdayValue) ?? [],
    dates: listOf(ownValue(stored, 'fechas'), isRealDate) ?? [],
    rentals,
    discount,
  };
}

/**
 * The stored promociones, read within the limits of their shape (@salon/schema): a field that does not fit is
 * missing. Untitled entries are dropped; sorted by orden. A promotion without `activa` (older ones) is active.
 * The site's readers and askAI's facts both read them here, so both see the same promotions.
 */
export function parsePromotions(raw: unknown): Promotion[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw)
    .map(([id, value]): Promotion => {
      const stored = asRecord(value);
      const from = ownValue(stored, 'desde');
      const until = ownValue(stored, 'hasta');
      const description = ownValue(stored, 'descripcion');
      const title = ownValue(stored, 'titulo');
      const order = ownValue(stored, 'orden');
      return {
        id,
        title: isText(title, 1, PROMOTION_TITLE_MAX_LENGTH) ? title : '',
        description: isText(description, 0, PROMOTION_DESCRIPTION_MAX_LENGTH) ? description : '',
        validFrom: isRealDate(from) ? from : '',
        validUntil: isRealDate(until) ? until : '',
        active: ownValue(stored, 'activa') !== false,
        order: isNumberWithin(order, -Infinity, Infinity) ? order : 0,
        terms: promotionTermsFrom(stored),
      };
    })
    .filter((promotion) => promotion.title !== '')
    .sort((a, b) => a.order - b.order);
}

/** A promotion taken off a price: its title and the whole pesos it takes. */
export interface AppliedPromotion {
  id: string;
  title: string;
  discount: number;
}

export interface PricedDate {
  /** The price after the promotion (the one to show and send). */
  price: number;
  /** The price before it. */
  fullPrice: number;
  promotion: AppliedPromotion | null;
}

/** True when the promotion covers this event date and rental (switched on, date in its period, day or date listed). */
export function promotionCovers(promotion: Promotion, date: IsoDate, rental: RentalOption): boolean {
  const { terms } = promotion;
  if (!terms || !isValidIsoDate(date) || !terms.rentals.includes(rental)) return false;
  if (!isPromotionCurrent(promotion, date)) return false;
  if (terms.weekdays.length === 0 && terms.dates.length === 0) return true;
  return terms.weekdays.includes(isoWeekday(date)) || terms.dates.includes(date);
}

/**
 * What a promotion takes off `price`, in whole pesos: a percent is rounded to the nearest peso (half a peso
 * up, Math.round); an amount never takes more than the price.
 */
export function promotionDiscount(discount: PromotionDiscount, price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  return discount.kind === 'porcentaje' ? Math.round((price * discount.percent) / 100) : Math.min(discount.amount, price);
}

/** The rental price after one promotion's terms, with no date (askAI's facts state the month's prices so). */
export function promotionPrice(terms: PromotionTerms, price: number): { price: number; discount: number } {
  const discount = promotionDiscount(terms.discount, price);
  return { price: price - discount, discount };
}

/**
 * THE price rule of promotions: the rental price of `date` after the promotion that takes the most off it
 * (on a tie, the first in staff order). One promotion at a time: they never add up. Every price the site
 * shows or sends (calculator, calendar, chat, askAI, WhatsApp messages) goes through here.
 */
export function applyPromotion(
  price: number,
  { date, rental, promotions }: { date: IsoDate | null | undefined; rental: RentalOption | null | undefined; promotions: readonly Promotion[] | undefined },
): PricedDate {
  let best: AppliedPromotion | null = null;
  if (date && rental) {
    for (const promotion of promotions ?? []) {
      if (!promotion.terms || !promotionCovers(promotion, date, rental)) continue;
      const discount = promotionDiscount(promotion.terms.discount, price);
      if (discount > 0 && (!best || discount > best.discount)) best = { id: promotion.id, title: promotion.title, discount };
    }
  }
  return { price: best ? price - best.discount : price, fullPrice: price, promotion: best };
}

/** "−$ 37.500": what a promotion takes off, as the calculator's line and the messages write it. */
export const discountText = (discount: number): string => `−${formatARS(discount)}`;

/** ", incluye promoción «…» (−$ 37.500)" after a price that has one, '' else. */
export const promotionSuffix = (promotion: AppliedPromotion | null | undefined): string => (promotion ? `, ${promotionNote(promotion)}` : '');

/** "incluye promoción «Martes y miércoles 15 % off» (−$ 37.500)". */
export function promotionNote(promotion: AppliedPromotion): string {
  return `incluye promoción «${promotion.title}» (${discountText(promotion.discount)})`;
}

/**
 * What a promotion takes off, in words for askAI's facts: "15 % de descuento en el alquiler de 3 hs los martes y
 * miércoles", "$ 20.000 de descuento en el alquiler de 4 hs el jueves 24 de diciembre de 2026"; '' when text only.
 */
export function promotionTermsText(terms: PromotionTerms | null): string {
  if (!terms) return '';
  const amount = terms.discount.kind === 'porcentaje' ? `${terms.discount.percent} %` : formatARS(terms.discount.amount);
  const rentals = joinSpanish([...terms.rentals].sort().map((rental) => (rental === '3hs' ? '3 hs' : '4 hs')));
  const when: string[] = [];
  if (terms.weekdays.length > 0) when.push(`los ${joinSpanish(weekdayNames(terms.weekdays, { plural: true }))}`);
  if (terms.dates.length > 0) {
    const dates = [...new Set(terms.dates)].sort().map(formatDateLong);
    when.push(dates.length === 1 ? `el ${dates[0]}` : `los días ${joinSpanish(dates)}`);
  }
  return `${amount} de descuento en el alquiler de ${rentals}${when.length > 0 ? ` ${when.join(' y ')}` : ' todos los días'}`;
}
