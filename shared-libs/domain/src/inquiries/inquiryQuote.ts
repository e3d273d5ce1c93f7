// The quote an inquiry carries (consultas/{id}/cotizacion, its shape: inquiryQuoteSchema of @salon/schema): taken
// from the calculator's quote or from the calendar's price of a date, read back for the inbox, and priced again
// from its own unit prices so the inbox and the budget made from it show the same lines and total.
import { isValidIsoDate, type IsoDate } from '../dates/dates';
import { type ExtraHourRate } from '../books/budget';
import { PRICE_FIELD_NAMES, PRICE_LABELS, priceKey, type PriceField } from '../pricing/prices';
import { calculateQuote, clampQuantity, EXTRA_FIELDS, EXTRA_KEYS, RENTAL_FIELDS, type ExtraKey, type Quote, type RentalOption } from '../pricing/quote';
import { currentPage, isSeasonPage, type SeasonPage } from '../pricing/season';
import { asRecord, ownValue } from '../data/values';
import { MAX_BUDGET_AMOUNT, MAX_STORED_PRICE, PROMOTION_TITLE_MAX_LENGTH, type InquiryQuoteShape } from '@salon/schema';

/** A stored quote read with every field filled: null for no date, rental or promotion, 0 for no extra hours. */
export interface InquiryQuote {
  /** The price list it came from: the month's page of datosId/8. */
  mes: SeasonPage;
  fecha: IsoDate | null;
  alquiler: RentalOption | null;
  horasExtra: number;
  tarifa: ExtraHourRate;
  adicionales: Partial<Record<ExtraKey, number>>;
  /** Unit price of each quoted line that had one. */
  precios: Partial<Record<PriceField, number>>;
  promocion: { titulo: string; descuento: number } | null;
  /** What the visitor was told to pay. */
  total: number;
}

const EXTRA_BY_FIELD = new Map<PriceField, ExtraKey>(EXTRA_KEYS.map((key) => [EXTRA_FIELDS[key], key]));
const EXTRA_HOUR_FIELDS: Readonly<Record<ExtraHourRate, PriceField>> = { semana: 'd_hora_extra_semana_', finDeSemana: 'c_hora_extra_finde_' };

/**
 * The calculator's quote as an inquiry carries it; null when it has no line (then only the date travels). `rate` is
 * the extra hours' rate of the date (or, with only a month, of the rental), as the calculator charged them.
 */
export function inquiryQuoteFromQuote(quote: Quote, { date, rate }: { date: IsoDate | null; rate: ExtraHourRate }): InquiryQuote | null {
  if (quote.page === null || quote.lines.length === 0) return null;
  const result: InquiryQuote = {
    mes: quote.page,
    fecha: date && isValidIsoDate(date) ? date : null,
    alquiler: null,
    horasExtra: 0,
    tarifa: rate,
    adicionales: {},
    precios: {},
    promocion: quote.promotion ? { titulo: quote.promotion.title, descuento: quote.promotion.discount } : null,
    total: quote.total,
  };
  for (const line of quote.lines) {
    if (line.unitPrice !== null) result.precios[line.field] = line.unitPrice;
    const extra = EXTRA_BY_FIELD.get(line.field);
    if (extra) result.adicionales[extra] = line.quantity;
    else if (line.field === RENTAL_FIELDS['3hs']) result.alquiler = '3hs';
    else if (line.field === RENTAL_FIELDS['4hs']) result.alquiler = '4hs';
    else result.horasExtra = line.quantity;
  }
  return result;
}

/** What the calendar knows of a free date: its rental at the date's price (after the promotion that covers it). */
export interface PricedDateFacts {
  date: IsoDate;
  /** 3 or 4 rental hours; null outside the calendar's range. */
  hours: number | null;
  /** The rental before the promotion; null when the month has no price. */
  fullPrice: number | null;
  promotion: { title: string; discount: number } | null;
  /** 'semana' | 'finDeSemana' | 'feriado'; null outside the range. */
  rateKind: string | null;
}

/** The calendar's quote of a date (the rental alone); null when the calendar cannot price the date. */
export function inquiryQuoteFromDate(facts: PricedDateFacts): InquiryQuote | null {
  if (!isValidIsoDate(facts.date) || (facts.hours !== 3 && facts.hours !== 4)) return null;
  const alquiler: RentalOption = facts.hours === 3 ? '3hs' : '4hs';
  const precios: Partial<Record<PriceField, number>> = facts.fullPrice === null ? {} : { [RENTAL_FIELDS[alquiler]]: facts.fullPrice };
  const promocion =
    facts.fullPrice !== null && facts.promotion ? { titulo: facts.promotion.title, descuento: Math.min(facts.promotion.discount, facts.fullPrice) } : null;
  return {
    mes: currentPage(facts.date),
    fecha: facts.date,
    alquiler,
    horasExtra: 0,
    tarifa: facts.rateKind === 'semana' ? 'semana' : 'finDeSemana',
    adicionales: {},
    precios,
    promocion,
    total: facts.fullPrice === null ? 0 : facts.fullPrice - (promocion?.descuento ?? 0),
  };
}

/** The quote as stored: empty parts left out. */
export function storedInquiryQuote(quote: InquiryQuote): InquiryQuoteShape {
  return {
    mes: quote.mes,
    ...(quote.fecha ? { fecha: quote.fecha } : {}),
    ...(quote.alquiler ? { alquiler: quote.alquiler } : {}),
    ...(quote.horasExtra > 0 ? { horasExtra: quote.horasExtra } : {}),
    tarifa: quote.tarifa,
    ...(Object.keys(quote.adicionales).length > 0 ? { adicionales: { ...quote.adicionales } } : {}),
    ...(Object.keys(quote.precios).length > 0 ? { precios: { ...quote.precios } } : {}),
    ...(quote.promocion ? { promocion: { ...quote.promocion } } : {}),
    total: quote.total,
  };
}

const whole = (value: unknown, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;

/** consultas/{id}/cotizacion read tolerantly: null when it has no price list or total; the rest takes defaults. */
export function parseInquiryQuote(raw: unknown): InquiryQuote | null {
  const record = asRecord(raw);
  const mes = ownValue(record, 'mes');
  const total = whole(ownValue(record, 'total'), MAX_BUDGET_AMOUNT);
  if (!isSeasonPage(mes) || total === null) return null;
  const fecha = ownValue(record, 'fecha');
  const alquiler = ownValue(record, 'alquiler');
  const extrasRecord = asRecord(ownValue(record, 'adicionales'));
  const adicionales: Partial<Record<ExtraKey, number>> = {};
  for (const key of EXTRA_KEYS) {
    const count = clampQuantity(ownValue(extrasRecord, key));
    if (count > 0) adicionales[key] = count;
  }
  const pricesRecord = asRecord(ownValue(record, 'precios'));
  const precios: Partial<Record<PriceField, number>> = {};
  for (const field of PRICE_FIELD_NAMES) {
    const price = whole(ownValue(pricesRecord, field), MAX_STORED_PRICE);
    if (price !== null) precios[field] = price;
  }
  const promotion = asRecord(ownValue(record, 'promocion'));
  const titulo = ownValue(promotion, 'titulo');
  const descuento = whole(ownValue(promotion, 'descuento'), MAX_STORED_PRICE);
  return {
    mes,
    fecha: isValidIsoDate(fecha) ? fecha : null,
    alquiler: alquiler === '3hs' || alquiler === '4hs' ? alquiler : null,
    horasExtra: clampQuantity(ownValue(record, 'horasExtra')),
    tarifa: ownValue(record, 'tarifa') === 'semana' ? 'semana' : 'finDeSemana',
    adicionales,
    precios,
    promocion: typeof titulo === 'string' && titulo.trim() !== '' && descuento ? { titulo: titulo.slice(0, PROMOTION_TITLE_MAX_LENGTH), descuento } : null,
    total,
  };
}

/**
 * The quote priced again from its own unit prices, by the calculator's rules (calculateQuote): the lines the
 * visitor saw, the promotion as it was taken, and the total. The extra hours follow the stored rate.
 */
export function priceInquiryQuote(quote: InquiryQuote): Quote {
  const raw: Record<string, number> = {};
  for (const [field, price] of Object.entries(quote.precios)) raw[priceKey(field as PriceField, quote.mes)] = price;
  const rental = quote.alquiler;
  // The extra hours are added here, at the stored rate: with only a month the calculator charged them by the rental.
  const priced = calculateQuote({ date: quote.fecha ?? undefined, page: quote.mes, rental, extraHours: 0, extras: quote.adicionales }, raw);
  const hourField = EXTRA_HOUR_FIELDS[quote.tarifa];
  const hours = quote.horasExtra;
  const lines = [...priced.lines];
  if (hours > 0) {
    const unitPrice = quote.precios[hourField] ?? null;
    const line = { field: hourField, label: PRICE_LABELS[hourField], quantity: hours, unitPrice, subtotal: unitPrice === null ? null : unitPrice * hours };
    // After the rental, as the calculator lists it.
    lines.splice(rental ? 1 : 0, 0, line);
  }
  const subtotal = lines.reduce((sum, line) => sum + (line.subtotal ?? 0), 0);
  const rentalSubtotal = rental ? (lines[0]?.subtotal ?? null) : null;
  const promotion =
    quote.promocion && rentalSubtotal !== null
      ? { id: 'cotizacion', title: quote.promocion.titulo, discount: Math.min(quote.promocion.descuento, rentalSubtotal) }
      : null;
  return {
    page: quote.mes,
    lines,
    subtotal,
    promotion,
    total: subtotal - (promotion?.discount ?? 0),
    missing: lines.filter((line) => line.unitPrice === null).map((line) => line.field),
  };
}
