// Checks for the back-office's settings forms, mirrored by the database rules: each returns a Spanish
// message for the field, or null when the value may be saved. Values are trimmed by the caller's save.
import { MAX_STORED_PRICE, PROMOTION_DATES_MAX, type RentalOption } from '@salon/schema';
import { dateFromText, WHOLE_DATE } from '../dates/dateText';
import { isValidIsoDate, isWithinPickerRange, PICKER_MAX_DATE, PICKER_MIN_DATE, type IsoDate, type Weekday } from '../dates/dates';
import { parseARS } from '../pricing/money';
import type { PromotionTerms } from '../pricing/promotions';
import { MAX_SITE_NAME_LENGTH } from './siteConfig';
import { normalizeWhatsappNumber } from '../inquiries/whatsapp';

const RANGE_TEXT = `entre el ${PICKER_MIN_DATE.split('-').reverse().join('/')} y el ${PICKER_MAX_DATE.split('-').reverse().join('/')}`;

/**
 * A date field's value (an ISO date, or what was typed when it names no day: see DateInput): required, real,
 * within 1900-01-01 … 2099-12-31.
 */
export function pickerDateError(value: string, required = true): string | null {
  const text = value.trim();
  if (text === '') return required ? 'Elegí una fecha.' : null;
  if (WHOLE_DATE.test(text) && dateFromText(text) === null) return `La fecha ${text} no existe.`;
  if (!isValidIsoDate(text)) return 'La fecha no es válida: escribila como dd/mm/aaaa.';
  if (!isWithinPickerRange(text)) return `La fecha debe estar ${RANGE_TEXT}.`;
  return null;
}

/** Company name and tab title: 1–80 characters. */
export function siteNameError(value: string, what: 'nombre' | 'título'): string | null {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text === '') return what === 'nombre' ? 'Escribí el nombre de la empresa.' : 'Escribí el título de la pestaña.';
  if ([...text].length > MAX_SITE_NAME_LENGTH) return `Usá como máximo ${MAX_SITE_NAME_LENGTH} caracteres.`;
  return null;
}

/** The WhatsApp number: 8–15 digits once normalised (an Argentine mobile is +549 and 10 digits). */
export function whatsappNumberError(value: string): string | null {
  if (value.trim() === '') return 'Escribí el número de WhatsApp.';
  if (value.length > 40) return 'El número es demasiado largo.';
  if (/[^\d\s()+-]/.test(value)) return 'Usá solo números, espacios, guiones, paréntesis o +.';
  const digits = normalizeWhatsappNumber(value).slice(1);
  if (digits.length < 10 || digits.length > 15) return 'El número no parece completo: escribí código de área y número, por ejemplo 11 2345-6789.';
  return null;
}

/** A web address (http or https), optional unless `required`. */
export function urlError(value: string, required = false, maxLength = 2000): string | null {
  const text = value.trim();
  if (text === '') return required ? 'Escribí la dirección.' : null;
  if (text.length > maxLength) return `La dirección es demasiado larga (máximo ${maxLength} caracteres).`;
  if (text.startsWith('/')) return null; // a file of this site
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'La dirección debe empezar con https://.';
  } catch {
    return 'La dirección no es válida; debe empezar con https://.';
  }
}

/** A Google Calendar id: empty (use the built-in one) or an address-like id without spaces, ≤ 300 characters. */
export function calendarIdError(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (text.length > 300) return 'El identificador es demasiado largo.';
  if (/\s/.test(text) || !text.includes('@')) return 'Copiá el identificador del calendario, por ejemplo abc123@group.calendar.google.com.';
  return null;
}

/** "12-25" or "7-9": month-day of a recurring holiday; returns the canonical "M-D" or an error. */
export function parseMonthDay(value: string): { monthDay: string } | { error: string } {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return { error: 'Escribí mes-día, por ejemplo 12-25 para el 25 de diciembre.' };
  const month = Number(match[1]);
  const day = Number(match[2]);
  // 2024 is a leap year: 2-29 is a valid recurring date.
  if (month < 1 || month > 12 || !isValidIsoDate(`2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)) {
    return { error: 'Ese día no existe.' };
  }
  return { monthDay: `${month}-${day}` };
}

/** A short name (holiday, promotion title, photo description): required unless `optional`, at most `max`. */
export function shortTextError(value: string, max: number, emptyMessage: string | null): string | null {
  const text = value.trim();
  if (text === '') return emptyMessage;
  if ([...text].length > max) return `Usá como máximo ${max} caracteres.`;
  return null;
}

/** The promotion's period: optional dates, in range, the end not before the start. */
export function promotionPeriodErrors(from: string, until: string): { desde?: string; hasta?: string } {
  const errors: { desde?: string; hasta?: string } = {};
  const fromError = pickerDateError(from, false);
  const untilError = pickerDateError(until, false);
  if (fromError) errors.desde = fromError;
  if (untilError) errors.hasta = untilError;
  if (!fromError && !untilError && from.trim() && until.trim() && until.trim() < from.trim()) {
    errors.hasta = 'La fecha de fin no puede ser anterior a la de inicio.';
  }
  return errors;
}

/** What staff type for a promotion's price terms (PromotionsEditor). */
export interface PromotionTermsDraft {
  /** '' = text only (shown, never applied). */
  discountKind: '' | 'porcentaje' | 'monto';
  discountValue: string;
  rentals: readonly RentalOption[];
  weekdays: readonly number[];
  /** Specific dates: "24/12/2026, 31/12/2026" (AAAA-MM-DD too), separated by commas or spaces. */
  datesText: string;
}

export type PromotionTermsReading =
  { ok: true; terms: PromotionTerms | null } | { ok: false; errors: { descuento?: string; aplicaA?: string; fechas?: string } };

/** "24/12/2026" or "2026-12-24" → '2026-12-24'; null when it is not a real date. */
function readDate(token: string): IsoDate | null {
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(token);
  const iso = slash ? `${slash[3]}-${slash[2]!.padStart(2, '0')}-${slash[1]!.padStart(2, '0')}` : token;
  return isValidIsoDate(iso) && isWithinPickerRange(iso) ? iso : null;
}

/**
 * The price terms of a promotion from the editor, or a Spanish message per field: the discount (a whole
 * percent 1–100, or whole pesos), the rentals it lowers (at least one) and the specific dates (real dates).
 * No days and no dates: every date of its period. No discount kind: text only.
 */
export function readPromotionTerms(draft: PromotionTermsDraft): PromotionTermsReading {
  const errors: { descuento?: string; aplicaA?: string; fechas?: string } = {};
  const tokens = draft.datesText.split(/[\s,;]+/).filter(Boolean);
  const dates: IsoDate[] = [];
  for (const token of tokens) {
    const date = readDate(token);
    if (!date) {
      errors.fechas = `«${token}» no es una fecha válida. Escribí las fechas como 24/12/2026, separadas por comas.`;
      break;
    }
    if (!dates.includes(date)) dates.push(date);
  }
  if (!errors.fechas && dates.length > PROMOTION_DATES_MAX) errors.fechas = `Podés cargar hasta ${PROMOTION_DATES_MAX} fechas.`;
  if (draft.discountKind === '') {
    if (dates.length > 0 && !errors.fechas) errors.descuento = 'Elegí el descuento para que las fechas cuenten, o borralas.';
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms: null };
  }
  const value = draft.discountValue.trim();
  let discount: PromotionTerms['discount'] | null = null;
  if (draft.discountKind === 'porcentaje') {
    const percent = /^\d{1,3}$/.test(value.replace(/\s*%$/, '')) ? Number(value.replace(/\s*%$/, '')) : NaN;
    if (percent >= 1 && percent <= 100) discount = { kind: 'porcentaje', percent };
    else errors.descuento = 'Escribí un porcentaje entero entre 1 y 100 (por ejemplo 15).';
  } else {
    const amount = parseARS(value);
    if (amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= MAX_STORED_PRICE) discount = { kind: 'monto', amount };
    else errors.descuento = 'Escribí el monto en pesos enteros, mayor que 0 (por ejemplo 20.000).';
  }
  const rentals = (['3hs', '4hs'] as const).filter((rental) => draft.rentals.includes(rental));
  if (rentals.length === 0) errors.aplicaA = 'Elegí a qué alquiler se aplica: 3 hs (días de semana), 4 hs (fin de semana y feriados) o ambos.';
  if (!discount || Object.keys(errors).length > 0) return { ok: false, errors };
  const weekdays = [...new Set(draft.weekdays)].filter((day): day is Weekday => Number.isInteger(day) && day >= 0 && day <= 6).sort();
  return { ok: true, terms: { weekdays, dates: dates.sort(), rentals, discount } };
}

/** The editor's draft of stored terms (null: text only). */
export function promotionTermsDraft(terms: PromotionTerms | null): PromotionTermsDraft {
  if (!terms) return { discountKind: '', discountValue: '', rentals: ['3hs'], weekdays: [], datesText: '' };
  return {
    discountKind: terms.discount.kind,
    discountValue: terms.discount.kind === 'porcentaje' ? String(terms.discount.percent) : String(terms.discount.amount),
    rentals: terms.rentals,
    weekdays: terms.weekdays,
    datesText: terms.dates.map((date) => date.split('-').reverse().join('/')).join(', '),
  };
}
