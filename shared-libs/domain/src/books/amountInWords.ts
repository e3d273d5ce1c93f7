// Amounts in Spanish words for receipts: "pesos ciento cincuenta mil", "pesos dos millones quinientos mil con 50/100".

/** Largest amount that can be written in words. */
export const MAX_AMOUNT_IN_WORDS = 999_999_999.99;

const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEN_TO_TWENTY_NINE = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

/**
 * 1–999 in words. `beforeNoun`: "uno" shortens to "un" (and "veintiuno" to "veintiún") in front of "mil" and
 * "millones": "veintiún mil", "treinta y un millones".
 */
function wordsBelowThousand(n: number, beforeNoun: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (n === 100) return 'cien';
  const parts: string[] = hundreds > 0 ? [HUNDREDS[hundreds] ?? ''] : [];
  if (rest > 0) {
    let restWords: string;
    if (rest < 10) restWords = UNITS[rest] ?? '';
    else if (rest < 30) restWords = TEN_TO_TWENTY_NINE[rest - 10] ?? '';
    else restWords = rest % 10 === 0 ? (TENS[rest / 10] ?? '') : `${TENS[Math.floor(rest / 10)]} y ${UNITS[rest % 10]}`;
    if (beforeNoun && rest % 10 === 1 && rest !== 11) {
      restWords = restWords === 'veintiuno' ? 'veintiún' : restWords.replace(/uno$/, 'un');
    }
    parts.push(restWords);
  }
  return parts.join(' ');
}

/** 0–999.999.999 in words. */
function integerInWords(n: number): string {
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (millions === 1) parts.push('un millón');
  else if (millions > 1) parts.push(`${wordsBelowThousand(millions, true)} millones`);
  if (thousands === 1)
    parts.push('mil'); // "mil", never "un mil"
  else if (thousands > 1) parts.push(`${wordsBelowThousand(thousands, true)} mil`);
  if (units > 0) parts.push(wordsBelowThousand(units, false));
  return parts.join(' ');
}

/**
 * "pesos ciento cincuenta mil"; cents, rounded, as "con 50/100". Throws RangeError outside 0–999.999.999,99
 * or for a non-finite number: a receipt must never print a wrong amount.
 */
export function amountInWords(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`Importe inválido para escribir en letras: ${amount}.`);
  }
  const totalCents = Math.round(amount * 100);
  const whole = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  if (whole > 999_999_999) throw new RangeError(`Importe demasiado grande para escribir en letras: ${amount}.`);
  const centsText = cents > 0 ? ` con ${String(cents).padStart(2, '0')}/100` : '';
  return `pesos ${integerInWords(whole)}${centsText}`;
}
