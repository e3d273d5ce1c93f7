// Checks for the back-office's settings forms, mirrored by the database rules: each returns a Spanish
// message for the field, or null when the value may be saved. Values are trimmed by the caller's save.
import { dateFromText } from './dateText';
import { isValidIsoDate, isWithinPickerRange, PICKER_MAX_DATE, PICKER_MIN_DATE } from './dates';
import { MAX_SITE_NAME_LENGTH } from './siteConfig';
import { normalizeWhatsappNumber } from './whatsapp';

const RANGE_TEXT = `entre el ${PICKER_MIN_DATE.split('-').reverse().join('/')} y el ${PICKER_MAX_DATE.split('-').reverse().join('/')}`;

/**
 * A date field's value (an ISO date, or what was typed when it names no day: see DateInput): required, real,
 * within 1900-01-01 … 2099-12-31.
 */
export function pickerDateError(value: string, required = true): string | null {
  const text = value.trim();
  if (text === '') return required ? 'Elegí una fecha.' : null;
  if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text) && dateFromText(text) === null) return `La fecha ${text} no existe.`;
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
