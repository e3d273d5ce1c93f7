// The calculator's total (the seed never computed it) and the WhatsApp message that sends it.
import { formatDateLong, isValidIsoDate, type IsoDate } from '../dates/dates';
import { dateFromText, WHOLE_DATE } from '../dates/dateText';
import { formatARS } from './money';
import { PRICE_LABELS, pricesForPage, type MonthPrices, type PriceField } from './prices';
import { applyPromotion, discountText, promotionNote, type AppliedPromotion, type Promotion } from './promotions';
import { priceTypeForDate, rateRule, type PriceType, type RateOptions } from './rates';
import { currentPage, isSeasonPage, seasonEndDate, seasonStartYear, type SeasonPage } from './season';
import { asRecord, ownValue } from '../data/values';
import { BUDGET_EXTRAS, MAX_QUANTITY, type BudgetExtra, type RentalOption } from '@salon/schema';

export type { RentalOption };

/** Price field of each rental option. */
export const RENTAL_FIELDS: Readonly<Record<RentalOption, PriceField>> = { '3hs': 'b_precio_3hs_', '4hs': 'a_precio_4hs_' };

/** An add-on a visitor can count (the stored budget's and inquiry's adicionales). */
export type ExtraKey = BudgetExtra;
/** The add-ons in display order. */
export const EXTRA_KEYS: readonly ExtraKey[] = BUDGET_EXTRAS;

/** The price field of each add-on. */
export const EXTRA_FIELDS = {
  camarera: 'e_camarera_',
  metegol: 'f_metegol_',
  pingPong: 'g_pingPong_',
  inflable: 'h_inflable_',
  proyector: 'i_proyector_',
  arcade: 'j_arcade_',
  horaOrganizacion: 'k_hora_organizacion_',
  parrillero: 'r_parrillero_',
} as const satisfies Record<ExtraKey, PriceField>;

/** Largest quantity of any line (the stored shapes' limit). */
export { MAX_QUANTITY };

/** What the UI shows, and the message says, in place of a missing price. */
export const PRICE_ON_REQUEST = 'Consultar';

export interface QuoteInput {
  /** The event date; it decides the month and whether extra hours are charged at the weekend rate. */
  date?: IsoDate;
  /** Page 7–18 when the visitor picked a month and no date. */
  page?: number;
  /** null: no rental line (only add-ons). */
  rental: RentalOption | null;
  extraHours: number;
  extras: Partial<Record<ExtraKey, number>>;
}

export interface QuoteOptions extends RateOptions {
  /** The hall's today: its month is used when the input has neither date nor page. */
  today?: IsoDate;
  /** promociones as read (parsePromotions): the one that covers the date and rental lowers the rental. */
  promotions?: readonly Promotion[];
}

export interface QuoteLine {
  field: PriceField;
  label: string;
  quantity: number;
  /** null when the month's price is missing ("Consultar"). */
  unitPrice: number | null;
  subtotal: number | null;
}

export interface Quote {
  /** The month whose prices were used; null when no date, page or today was usable. */
  page: SeasonPage | null;
  lines: QuoteLine[];
  /** Sum of the known subtotals; a missing price counts 0. */
  subtotal: number;
  /** The promotion taken off the rental (applyPromotion), or null. */
  promotion: AppliedPromotion | null;
  /** What is paid: subtotal minus the promotion. */
  total: number;
  /** Fields of the lines whose price is missing. */
  missing: PriceField[];
}

/** A whole quantity 0–99 from anything: decimals are cut, negatives and garbage become 0. */
export function clampQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  if (!Number.isFinite(number) || number <= 0) return 0;
  return Math.min(Math.floor(number), MAX_QUANTITY);
}

function resolvePage(date: IsoDate | null, page: unknown, today: unknown): SeasonPage | null {
  if (date) return currentPage(date);
  if (isSeasonPage(page)) return page;
  return isValidIsoDate(today) ? currentPage(today) : null;
}

/**
 * Extra hours follow the date's rate (weekday, weekend or holiday); with only a month they follow the rental
 * chosen: 3 hs means a weekday, anything else the weekend.
 */
function extraHourType(date: IsoDate | null, rental: RentalOption | null, options: RateOptions): PriceType {
  if (date) return priceTypeForDate(date, options);
  return rental === '3hs' ? 'semana' : 'finDeSemana';
}

/** Lines, total and missing prices of a calculator input, from the raw datosId/8 value; never throws. */
export function calculateQuote(input: QuoteInput, rawPrices: unknown, options: QuoteOptions = {}): Quote {
  const fields = asRecord(input);
  const date = isValidIsoDate(fields.date) ? fields.date : null;
  const rental = fields.rental === '3hs' || fields.rental === '4hs' ? fields.rental : null;
  const page = resolvePage(date, fields.page, options.today);
  const prices: Partial<MonthPrices> = page === null ? {} : pricesForPage(rawPrices, page).prices;

  const wanted: Array<[PriceField, number]> = [];
  if (rental) wanted.push([RENTAL_FIELDS[rental], 1]);
  wanted.push([rateRule(extraHourType(date, rental, options)).extraHourField, clampQuantity(fields.extraHours)]);
  const extras = asRecord(fields.extras);
  for (const key of EXTRA_KEYS) {
    wanted.push([EXTRA_FIELDS[key], clampQuantity(ownValue(extras, key))]);
  }

  const lines = wanted
    .filter(([, quantity]) => quantity > 0)
    .map(([field, quantity]): QuoteLine => {
      const unitPrice = prices[field] ?? null;
      const subtotal = unitPrice === null ? null : unitPrice * quantity;
      return { field, label: PRICE_LABELS[field], quantity, unitPrice, subtotal };
    });
  const subtotal = lines.reduce((sum, line) => sum + (line.subtotal ?? 0), 0);
  const rentalLine = rental ? lines.find((line) => line.field === RENTAL_FIELDS[rental]) : undefined;
  const promotion = rentalLine?.subtotal != null ? applyPromotion(rentalLine.subtotal, { date, rental, promotions: options.promotions }).promotion : null;
  return {
    page,
    lines,
    subtotal,
    promotion,
    total: subtotal - (promotion?.discount ?? 0),
    missing: lines.filter((line) => line.unitPrice === null).map((line) => line.field),
  };
}

/** One line of a quote as the calculator shows it and the WhatsApp message says it: "Camarera x 2" · "$ 70.000". */
export interface QuoteTextLine {
  /** The price field, or 'promocion' for the promotion's line. */
  field: PriceField | 'promocion';
  /** "Camarera x 2" (the quantity only when more than one). */
  label: string;
  /** "$ 70.000", or "Consultar" when the month's price is missing. */
  amount: string;
}

/**
 * The quote's lines written out: the one source of the calculator's summary and of its WhatsApp message, so
 * both say the same lines with the same labels and amounts.
 */
export function quoteTextLines(quote: Quote): QuoteTextLine[] {
  const lines: QuoteTextLine[] = quote.lines.map((line) => ({
    field: line.field,
    label: `${line.label}${line.quantity > 1 ? ` x ${line.quantity}` : ''}`,
    amount: line.subtotal === null ? PRICE_ON_REQUEST : formatARS(line.subtotal),
  }));
  if (quote.promotion) {
    lines.push({ field: 'promocion', label: `Promoción «${quote.promotion.title}»`, amount: discountText(quote.promotion.discount) });
  }
  return lines;
}

/** "$ 239.275", with "(incluye promoción «…» (−$ 42.225))" when a promotion lowered it. */
export function quoteTotalText(quote: Quote): string {
  return `${formatARS(quote.total)}${quote.promotion ? ` (${promotionNote(quote.promotion)})` : ''}`;
}

export interface QuoteMessageContext {
  /** The event date, written out in Spanish when valid. */
  date?: IsoDate | null;
  /** The date's holiday name, said next to the date (its rate is the holiday's). */
  holiday?: string | null;
  /** Heading of the month ("Diciembre 2026") when the visitor picked a month and no date. */
  month?: string;
  companyName: string;
}

/** The Spanish WhatsApp message of a quote: greeting, date, one line per item (quoteTextLines) and the total, in ARS. */
export function quoteMessage(quote: Quote, { date, holiday, month, companyName }: QuoteMessageContext): string {
  const name = companyName.trim();
  const message = [`¡Hola${name ? `, ${name}` : ''}! Quiero consultar por este presupuesto:`];
  if (date && isValidIsoDate(date)) message.push(`Fecha: ${formatDateLong(date)}${holiday?.trim() ? ` — feriado: ${holiday.trim()}` : ''}`);
  else if (month?.trim()) message.push(`Mes: ${month.trim()}`);
  for (const line of quoteTextLines(quote)) message.push(`- ${line.label}: ${line.amount}`);
  const pending = quote.missing.length > 0 ? ' (sin incluir los ítems a consultar)' : '';
  message.push(`Total: ${quoteTotalText(quote)}${pending}`);
  return message.join('\n');
}

/**
 * The rental options that exist for a date: 3 hs on weekdays, 4 hs on weekend days (config/diasFinDeSemana)
 * and holidays; both while only a month is chosen. The calculator offers these and no other.
 */
export function rentalOptionsFor(date: IsoDate | null | undefined, options: RateOptions = {}): RentalOption[] {
  if (!date || !isValidIsoDate(date)) return ['3hs', '4hs'];
  return [rateRule(priceTypeForDate(date, options)).hours === 3 ? '3hs' : '4hs'];
}

/** A quantity typed by a visitor: a whole number 0–99 ('' counts as 0), or a Spanish message saying what is wrong. */
export type QuantityReading = { ok: true; quantity: number } | { ok: false; message: string };

export function readQuantity(text: unknown): QuantityReading {
  const trimmed = typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : '';
  if (trimmed === '') return { ok: true, quantity: 0 };
  if (/^\d+$/.test(trimmed)) {
    const quantity = Number(trimmed);
    return quantity <= MAX_QUANTITY ? { ok: true, quantity } : { ok: false, message: `Podés pedir hasta ${MAX_QUANTITY}. Para más, consultanos por WhatsApp.` };
  }
  if (/^[-−]\s*\d/.test(trimmed)) return { ok: false, message: 'La cantidad no puede ser negativa. Escribí 0 o más.' };
  if (/^[-−]?\d*[.,]\d+$/.test(trimmed)) return { ok: false, message: 'Escribí un número entero, sin decimales (por ejemplo 2).' };
  return { ok: false, message: 'Escribí la cantidad con números (por ejemplo 2).' };
}

export type EventDateCheck = { ok: true; date: IsoDate | null } | { ok: false; message: string };

/**
 * The calculator's date field: empty is fine (the visitor may pick a month instead); otherwise a real date
 * from `today` to the end of the current season, whose prices are the ones published. Spanish message else.
 */
export function checkEventDate(value: unknown, today: IsoDate): EventDateCheck {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { ok: true, date: null };
  if (WHOLE_DATE.test(text) && dateFromText(text) === null) return { ok: false, message: `La fecha ${text} no existe.` };
  if (!isValidIsoDate(text)) return { ok: false, message: 'Ingresá una fecha válida (día, mes y año).' };
  if (isValidIsoDate(today) && text < today) return { ok: false, message: 'Esa fecha ya pasó. Elegí una fecha a partir de hoy.' };
  if (isValidIsoDate(today)) {
    const end = seasonEndDate(seasonStartYear(today));
    if (text > end) {
      return {
        ok: false,
        message: `Todavía no publicamos los precios de esa fecha. Elegí una fecha hasta el ${formatDateLong(end)} o consultanos por WhatsApp.`,
      };
    }
  }
  return { ok: true, date: text };
}
