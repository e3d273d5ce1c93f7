// The calculator's whole state, from what the visitor typed and what the site knows (prices, weekend days, the
// date's availability and holiday), as one pure function: the page only draws it. What cannot be had is never
// quoted: a quantity that is not a whole number 0–99 is not counted and holds the send button with its
// message; a booked date is said and holds it too; the rental offered is the one the date has (3 hs on
// weekdays, 4 hs on weekend days and holidays); the summary and the WhatsApp message are the same lines.
import {
  calculateQuote,
  checkEventDate,
  currentPage,
  EXTRA_KEYS,
  formatARS,
  formatDateLong,
  inquiryQuoteFromQuote,
  monthLabel,
  priceTypeForDate,
  quoteMessage,
  quoteTextLines,
  promotionNote,
  readQuantity,
  rentalOptionsFor,
  seasonStartYear,
  type EventDateCheck,
  type ExtraKey,
  type InquiryPrefill,
  type IsoDate,
  type PriceType,
  type Promotion,
  type Quote,
  type QuoteTextLine,
  type RentalOption,
  type SeasonPage,
} from '@salon/domain';

/** What the visitor typed and chose, as typed. */
export interface CalculatorForm {
  dateText: string;
  /** The month picked while there is no date. */
  chosenPage: SeasonPage;
  /** The rental switch: with a date, whichever option is on stands for the date's own option. */
  rental: RentalOption | null;
  extraHoursText: string;
  extraTexts: Record<ExtraKey, string>;
}

/** What the page's availability says of one date (DateAvailability reports it). */
export interface DateReport {
  date: IsoDate;
  /** 'none' when the availability cannot say (its part failed, or it did not load). */
  kind: 'none' | 'checking' | 'free' | 'booked' | 'held' | 'unknown';
  holiday: string | null;
}

export interface CalculatorData {
  today: IsoDate;
  /** datosId/8 as stored ({} while loading). */
  rawPrices: unknown;
  /** config/diasFinDeSemana once loaded. */
  weekendDays?: readonly number[];
  /** promociones as read: the one covering the date and rental lowers the total (applyPromotion). */
  promotions?: readonly Promotion[];
  /** The last report of DateAvailability; none, or one for another date, counts as still checking. */
  report: DateReport | null;
  /** The availability's part failed: nothing will report, and the quote may be sent without it. */
  availabilityDown?: boolean;
  companyName: string;
}

export type SendState = { ok: true; message: string } | { ok: false; reason: string };

export interface CalculatorState {
  dateCheck: EventDateCheck;
  date: IsoDate | null;
  holiday: string | null;
  page: SeasonPage;
  /** The month's heading ("Noviembre 2026"). */
  month: string;
  /** The date's rate; null without a date. */
  priceType: PriceType | null;
  /** The rental options that exist for the date (both without one). */
  rentalOptions: RentalOption[];
  /** The rental quoted (one of rentalOptions, or null). */
  rental: RentalOption | null;
  /** Each extra's quantity as counted in the quote (0 where the field is empty or wrong). */
  extras: Record<ExtraKey, number>;
  /** Spanish message of each quantity that is not a whole number 0–99, by field ('extraHours' or an extra). */
  quantityErrors: Partial<Record<'extraHours' | ExtraKey, string>>;
  quote: Quote;
  /** The summary's lines: the same as the WhatsApp message's. */
  lines: QuoteTextLine[];
  /** "$ 360.000". */
  total: string;
  /** "Incluye promoción «…» (−$ 42.225)" when one lowered the total, else null. */
  promotionNote: string | null;
  /** "Lunes 23 de noviembre de 2026 — feriado: …", or "Noviembre 2026 (sin fecha elegida)". */
  when: string;
  send: SendState;
  /** What the inquiry form opens with: the date and the quote, whole (its lines, rate, promotion, total, month). */
  inquiry: InquiryPrefill;
}

/** "sábado 12…" → "Sábado 12…": a date written at the start of a line. */
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const SEND_REASONS = {
  date: 'Corregí la fecha para enviarnos la cotización.',
  quantities: 'Corregí las cantidades marcadas para enviarnos la cotización.',
  booked: 'Esa fecha ya está reservada: elegí otra fecha para enviarnos la cotización.',
  checking: 'Esperá un momento: estamos viendo si la fecha está libre.',
  empty: 'Elegí al menos una opción para enviarnos la cotización.',
} as const;

export function calculatorState(form: CalculatorForm, data: CalculatorData): CalculatorState {
  const dateCheck = checkEventDate(form.dateText, data.today);
  const date = dateCheck.ok ? dateCheck.date : null;
  const report = date && !data.availabilityDown && data.report?.date === date ? data.report : null;
  const holiday = report?.holiday ?? null;
  const rateOptions = { weekendDays: data.weekendDays, holidays: holiday && date ? new Set([date]) : undefined };
  const page = date ? currentPage(date) : form.chosenPage;
  const month = monthLabel(page, seasonStartYear(data.today));
  const priceType = date ? priceTypeForDate(date, rateOptions) : null;
  const rentalOptions = rentalOptionsFor(date, rateOptions);
  const rental = form.rental === null ? null : rentalOptions.includes(form.rental) ? form.rental : rentalOptions[0]!;

  const quantityErrors: CalculatorState['quantityErrors'] = {};
  const count = (key: 'extraHours' | ExtraKey, text: string) => {
    const reading = readQuantity(text);
    if (reading.ok) return reading.quantity;
    quantityErrors[key] = reading.message;
    return 0;
  };
  const extraHours = count('extraHours', form.extraHoursText);
  const extras = Object.fromEntries(EXTRA_KEYS.map((key) => [key, count(key, form.extraTexts[key] ?? '')])) as Record<ExtraKey, number>;
  const quote = calculateQuote({ date: date ?? undefined, page, rental, extraHours, extras }, data.rawPrices, {
    ...rateOptions,
    today: data.today,
    promotions: data.promotions,
  });
  const lines = quoteTextLines(quote);

  const when = date ? `${capitalised(formatDateLong(date))}${holiday ? ` — feriado: ${holiday}` : ''}` : `${month} (sin fecha elegida)`;
  const reason = !dateCheck.ok
    ? SEND_REASONS.date
    : Object.keys(quantityErrors).length > 0
      ? SEND_REASONS.quantities
      : date && !data.availabilityDown && !report
        ? SEND_REASONS.checking
        : report?.kind === 'booked'
          ? SEND_REASONS.booked
          : report?.kind === 'checking'
            ? SEND_REASONS.checking
            : quote.lines.length === 0
              ? SEND_REASONS.empty
              : null;
  const send: SendState =
    reason === null
      ? { ok: true, message: quoteMessage(quote, { date, holiday, month: date ? undefined : month, companyName: data.companyName }) }
      : { ok: false, reason };
  return {
    dateCheck,
    date,
    holiday,
    page,
    month,
    priceType,
    rentalOptions,
    rental,
    extras,
    quantityErrors,
    quote,
    lines,
    total: formatARS(quote.total),
    promotionNote: promotionNoteOf(quote),
    when,
    send,
    inquiry: inquiryPrefill(quote, date, priceType, rental),
  };
}

/**
 * The inquiry form's start: the date and the quote whole. The extra hours' rate is the one the quote charged: the
 * date's (holidays as the weekend) or, with only a month, the rental's.
 */
function inquiryPrefill(quote: Quote, date: IsoDate | null, priceType: PriceType | null, rental: RentalOption | null): InquiryPrefill {
  const rate = (priceType ?? (rental === '3hs' ? 'semana' : 'finDeSemana')) === 'semana' ? 'semana' : 'finDeSemana';
  const cotizacion = inquiryQuoteFromQuote(quote, { date, rate });
  return { ...(date ? { fecha: date } : {}), ...(cotizacion ? { cotizacion } : {}) };
}

/** "Incluye promoción «…» (−$ 42.225)": the total text's note, said under the total. */
function promotionNoteOf(quote: Quote): string | null {
  return quote.promotion ? capitalised(promotionNote(quote.promotion)) : null;
}

/** The rental chosen when a date is picked: its own option, on (the visitor may still turn it off). */
export function rentalForDate(date: IsoDate, weekendDays: readonly number[] | undefined): RentalOption {
  return rentalOptionsFor(date, { weekendDays })[0]!;
}
