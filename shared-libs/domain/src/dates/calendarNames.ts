// Spanish calendar names, kept apart so that dates.ts and season.ts (../pricing) share them without importing each other.
// Own tables instead of Intl: the output must not depend on the ICU data of the runtime.

/** Month names in Spanish, lower case, January first. */
export const MONTH_NAMES_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Weekday names in Spanish, lower case, Sunday first (index = Date#getUTCDay). */
export const WEEKDAY_NAMES_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** Three-letter weekday abbreviations in Spanish, Sunday first. */
export const WEEKDAY_SHORT_NAMES_ES = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;
