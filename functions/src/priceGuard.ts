// A model can be talked into, or simply make up, a price. Every amount an answer states must be one of
// the facts' amounts, in pesos; otherwise the answer is not shown (the offline answer is given instead).
// The guard reads amounts however they are written: digits with any separators, number words, "mil",
// "millones", "lucas", other currencies, "gratis", full-width or other-script characters. When unsure it
// counts a number as an amount: a refused answer only costs the offline answer, a shown one can cost a price.

export interface StatedAmount {
  value: number;
  /** 'ARS' for pesos (also a bare large number); 'otra' for any other currency, never allowed. */
  currency: 'ARS' | 'otra';
  /** The words that state it, normalised (for warnings and tests). */
  text: string;
}

/** Lower case, ASCII digits, no accents, no invisible characters or emphasis: "＄１５０．０００" → "$150.000". */
export function normalizeForAmounts(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .replace(/\p{Nd}/gu, asciiDigit)
      // Arabic thousands and decimal separators; Markdown marks, which may split "USD **100**".
      .replace(/\u066C/g, '.')
      .replace(/\u066B/g, ',')
      .replace(/[*_~`]/g, '')
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
  );
}

const DIGIT = /\p{Nd}/u;

/** A digit of any script as 0–9: its distance from the start of its run of ten. */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  if (code < 128) return digit;
  let start = code;
  while (start > 0 && DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

const SMALL_NUMBERS: Record<string, number> = {
  cero: 0,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};

/** Multipliers. "luca" (a thousand pesos) and "palo" (a million) are slang that already means pesos. */
const SCALES: Record<string, { value: number; needsNumber: boolean; pesos?: boolean }> = {
  mil: { value: 1e3, needsNumber: false },
  k: { value: 1e3, needsNumber: true },
  luca: { value: 1e3, needsNumber: true, pesos: true },
  lucas: { value: 1e3, needsNumber: true, pesos: true },
  millon: { value: 1e6, needsNumber: false },
  millones: { value: 1e6, needsNumber: false },
  palo: { value: 1e6, needsNumber: true, pesos: true },
  palos: { value: 1e6, needsNumber: true, pesos: true },
  millardo: { value: 1e9, needsNumber: false },
  millardos: { value: 1e9, needsNumber: false },
  billon: { value: 1e12, needsNumber: false },
  billones: { value: 1e12, needsNumber: false },
};

// Dates and times are not amounts: "15/12/2026", "2026-12-15", "20:30".
const DATES_AND_TIMES = /(?<!\d)(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|\d{1,2}:\d{2}(?::\d{2})?)(?!\d)/g;

// A number: groups of three after any one separator ("150.000", "150,000", "150 000", "150'000"),
// optionally with cents; or digits with an optional decimal part.
const TOKENS =
  /(?<number>(?<!\d)(?:\d{1,3}(?<sep>[.,'’ ])\d{3}(?!\d)(?:\k<sep>\d{3}(?!\d))*(?:[.,]\d{1,2}(?!\d))?|\d+(?:[.,]\d+)?))|(?<word>[a-z]+)|(?<other>\S)/g;

function numberValue(raw: string): number {
  const grouped = /^(\d{1,3})([.,'’ ])(\d{3}(?:\2\d{3})*)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (grouped) {
    const whole = `${grouped[1]}${grouped[3]!.split(grouped[2]!).join('')}`;
    return Number(whole) + (grouped[4] ? Number(`0.${grouped[4]}`) : 0);
  }
  return Number(raw.replace(',', '.'));
}

const FREE = /\b(?:gratis|gratuit[oa]s?|sin cargo|sin costo|free)\b/g;

const MONTH_OR_YEAR_BEFORE =
  /(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ano|anos|temporada|(?:19|20)\d\d\s*[/-])\s*(?:(?:de|del)\s+)?$/;
// "US$", "U$S", "R$", "€", "USD", "dólares:" just before the number (a word boundary: "por $" is pesos).
const FOREIGN_BEFORE = /(?:\bus\s?\$|\bu\$[sd]?|\$u|\br\$|\bmx\$|[^\P{Sc}$]|\b(?:usd|us|eur|brl|clp|uyu|gbp|dolares?|euros?|reales?)\s*:?)\s*$/u;
const PESOS_BEFORE = /(?:\$|\b(?:ars|pesos)\s*:?)\s*$/;
const FOREIGN_PESOS = 'chilenos?|uruguayos?|mexicanos?|colombianos?|cubanos?|filipinos?|dominicanos?';
const FOREIGN_AFTER = new RegExp(
  `^\\s*(?:de\\s+)?(?:(?:pesos?|\\$)\\s+(?:${FOREIGN_PESOS})\\b|(?:usd|eur|brl|dolares?|dolar|euros?|reales?|real|libras?|yenes|yuanes|verdes)\\b|u\\s?\\$\\s?[sd]?|us\\s?\\$|[^\\P{Sc}$])`,
  'u',
);
const PESOS_AFTER = /^\s*(?:de\s+)?(?:(?:pesos?|ars|mangos?)\b|\$)/;

interface Phrase {
  start: number;
  end: number;
  total: number;
  group: number;
  current: number;
  last: 'small' | 'scale' | 'number';
  lastScale: number;
  scaled: boolean;
  pesos: boolean;
  /** One plain run of digits (a year can be one). */
  plainDigits: boolean;
  percent: boolean;
}

type Token = { kind: 'number' | 'word' | 'other'; text: string; start: number; end: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKENS)) {
    const groups = match.groups!;
    const kind = groups.number !== undefined ? 'number' : groups.word !== undefined ? 'word' : 'other';
    tokens.push({ kind, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Numbers as phrases: "ciento cincuenta mil", "1,5 millones", "un millón y medio", "150.000", "35 lucas". */
function numberPhrases(text: string): Phrase[] {
  const tokens = tokenize(text);
  const phrases: Phrase[] = [];
  let open: Phrase | undefined;
  const close = () => {
    if (open) phrases.push(open);
    open = undefined;
  };
  const begin = (token: Token, value: number, last: Phrase['last']): Phrase => ({
    start: token.start,
    end: token.end,
    total: 0,
    group: 0,
    current: value,
    last,
    lastScale: 0,
    scaled: false,
    pesos: false,
    plainDigits: token.kind === 'number' && /^\d+$/.test(token.text),
    percent: false,
  });
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if (token.kind === 'number') {
      const value = numberValue(token.text);
      if (open && open.last === 'scale') {
        Object.assign(open, { current: value, last: 'number', end: token.end, plainDigits: false });
      } else {
        close();
        open = begin(token, value, 'number');
      }
      continue;
    }
    if (token.kind === 'other') {
      if (open && token.text === '%' && token.start === open.end) open.percent = true;
      close();
      continue;
    }
    const word = token.text;
    const small = SMALL_NUMBERS[word];
    if (small !== undefined) {
      // "ciento" + "cincuenta", "doscientos" + "veinte"; after "mil" or "millones" anything smaller.
      const joins =
        open && (open.last === 'scale' || (open.last === 'small' && open.current % 100 === 0 && open.current > 0 && open.current < 1000 && small < 100));
      if (open && joins) Object.assign(open, { current: open.current + small, last: 'small', end: token.end });
      else {
        close();
        open = begin(token, small, 'small');
      }
      continue;
    }
    const scale = SCALES[word];
    if (scale && (open || !scale.needsNumber)) {
      open ??= begin(token, 0, 'scale');
      if (scale.value === 1e3) {
        open.group += (open.current || 1) * 1e3;
      } else {
        open.total += (open.group + open.current || 1) * scale.value;
        open.group = 0;
      }
      Object.assign(open, { current: 0, last: 'scale', lastScale: scale.value, scaled: true, end: token.end, plainDigits: false });
      if (scale.pesos) open.pesos = true;
      continue;
    }
    if (word === 'y' && open && next?.kind === 'word') {
      const unit = SMALL_NUMBERS[next.text];
      // "treinta y cinco", "ciento cuarenta y cinco"
      if (unit !== undefined && unit > 0 && unit < 10 && open.last === 'small' && open.current % 10 === 0 && open.current % 100 >= 20) {
        Object.assign(open, { current: open.current + unit, end: next.end });
        index += 1;
        continue;
      }
      // "un millón y medio"
      if (next.text === 'medio' && open.last === 'scale') {
        Object.assign(open, { total: open.total + open.lastScale / 2, end: next.end });
        index += 1;
        continue;
      }
    }
    // "medio millón"
    if (word === 'medio' && next?.kind === 'word' && SCALES[next.text] && !SCALES[next.text]!.needsNumber) {
      close();
      open = begin(token, 0.5, 'small');
      continue;
    }
    close();
  }
  close();
  return phrases;
}

function currencyOf(text: string, phrase: Phrase): StatedAmount['currency'] | null {
  const before = text.slice(Math.max(0, phrase.start - 16), phrase.start);
  const after = text.slice(phrase.end, phrase.end + 32);
  if (FOREIGN_BEFORE.test(before) || FOREIGN_AFTER.test(after)) return 'otra';
  if (phrase.pesos || PESOS_BEFORE.test(before) || PESOS_AFTER.test(after)) return 'ARS';
  return null;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** Every amount `text` states, in the order written. */
export function amountsIn(text: string): StatedAmount[] {
  const normalized = normalizeForAmounts(text).replace(DATES_AND_TIMES, (date) => ' '.repeat(date.length));
  const amounts: Array<StatedAmount & { at: number }> = [];
  for (const phrase of numberPhrases(normalized)) {
    if (phrase.percent) continue;
    const value = roundCents(phrase.total + phrase.group + phrase.current);
    const currency = currencyOf(normalized, phrase);
    const stated = normalized.slice(phrase.start, phrase.end);
    if (currency) {
      amounts.push({ value, currency, text: stated, at: phrase.start });
      continue;
    }
    // Without a currency, small numbers are hours, guests, days; a year after its month is a year.
    if (value < 1000 && !phrase.scaled) continue;
    const year = Number.isInteger(value) && value >= 1900 && value <= 2100 && (phrase.plainDigits || !/\d/.test(stated));
    if (year && MONTH_OR_YEAR_BEFORE.test(normalized.slice(Math.max(0, phrase.start - 24), phrase.start))) continue;
    amounts.push({ value, currency: 'ARS', text: stated, at: phrase.start });
  }
  for (const free of normalized.matchAll(FREE)) amounts.push({ value: 0, currency: 'ARS', text: free[0], at: free.index });
  return amounts.sort((a, b) => a.at - b.at).map(({ value, currency, text: stated }) => ({ value, currency, text: stated }));
}

/** True when every amount in `text` is, in pesos, one of `allowed`. */
export function statesOnlyKnownAmounts(text: string, allowed: ReadonlySet<number>): boolean {
  return amountsIn(text).every((amount) => amount.currency === 'ARS' && allowed.has(amount.value));
}
