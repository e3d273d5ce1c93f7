// The site's identity and calendar settings from their stored forms, with the seed's defaults.
import { SITE_NAME_LENGTH } from '@salon/schema';
import { isWithinPickerRange, todayInHall, type IsoDate } from '../dates/dates';
import { describeValue, isRecord, ownValue } from '../data/values';

/** Default browser tab title and company name. */
export const DEFAULT_SITE_NAME = 'Salón';

/** Longest tab title or company name accepted (config/browserTitle, datosId/29); longer ones are typing accidents. */
export const MAX_SITE_NAME_LENGTH = SITE_NAME_LENGTH.max;

/** Trimmed text with inner runs of whitespace (new lines included) collapsed, 1–80 characters; else null. */
function cleanSiteName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.replace(/\s+/g, ' ').trim();
  const length = [...name].length; // characters, not UTF-16 units
  return length >= 1 && length <= MAX_SITE_NAME_LENGTH ? name : null;
}

/** The tab title from config/browserTitle: its trimmed text, or "Salón" (+ a warning unless nothing was stored). */
export function resolveBrowserTitle(raw: unknown): { title: string; warnings: string[] } {
  const title = cleanSiteName(raw);
  if (title !== null) return { title, warnings: [] };
  const warnings =
    raw === null || raw === undefined ? [] : [`El título guardado no es un texto de 1 a ${MAX_SITE_NAME_LENGTH} caracteres; se usa "${DEFAULT_SITE_NAME}".`];
  return { title: DEFAULT_SITE_NAME, warnings };
}

/** The company name from datosId/29 (its contenido1, or the text itself); "Salón" when missing or unusable. */
export function resolveCompanyName(raw: unknown): string {
  const value = isRecord(raw) ? ownValue(raw, 'contenido1') : raw;
  return cleanSiteName(value) ?? DEFAULT_SITE_NAME;
}

/** 31 December of the hall's current year. */
export function defaultCalendarEndDate(now: Date): IsoDate {
  return `${todayInHall(now).slice(0, 4)}-12-31`;
}

/**
 * The calendar's last day from datosId/26 (its fechaFinalCalendario, or the text itself), 'YYYY-MM-DD';
 * 31 December of the hall's current year when missing, or when invalid (+ a warning).
 */
export function resolveCalendarEndDate(raw: unknown, now: Date): { endDate: IsoDate; warnings: string[] } {
  const value = isRecord(raw) ? ownValue(raw, 'fechaFinalCalendario') : raw;
  if (value === null || value === undefined) return { endDate: defaultCalendarEndDate(now), warnings: [] };
  const text = typeof value === 'string' ? value.trim() : value;
  if (isWithinPickerRange(text)) return { endDate: text, warnings: [] };
  const endDate = defaultCalendarEndDate(now);
  return {
    endDate,
    warnings: [`fechaFinalCalendario ${describeValue(value)} no es una fecha AAAA-MM-DD válida; se usa ${endDate}.`],
  };
}
