// What visitors type on a phone, made readable before any date rule runs: month and weekday names with a
// typo ("dicienbre", "sabdo", "novienbre") and days written in words ("el diecinueve", "primero de enero")
// become the words and digits the date rules read. A date the rules cannot read would otherwise leave the
// message dateless, and a follow-up would then be answered about an earlier date of the conversation.
// Corrections happen only where a date is expected (next to a day number, after "el", "de", "en"…), so an
// ordinary word near a month name ("el día entero", "para abrir") is never taken for one.
import { MONTH_NAMES_ES } from '../dates/calendarNames';
import { foldChatText } from './text';

const MONTH_WORDS = [...MONTH_NAMES_ES, 'setiembre'];
const WEEKDAY_WORDS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];
/** Names a typo may stand for; plurals too ("sabdos"). */
const KNOWN_NAMES = [...MONTH_WORDS, ...WEEKDAY_WORDS, ...WEEKDAY_WORDS.filter((name) => !name.endsWith('s')).map((name) => `${name}s`)];
const KNOWN = new Set(KNOWN_NAMES);

/** Real words one letter away from a month or weekday name: never corrected. */
const REAL_WORDS = new Set([
  'entero',
  'entera',
  'junto',
  'juntos',
  'junin',
  'abrir',
  'abre',
  'abren',
  'julia',
  'salado',
  'marco',
  'mayor',
  'lunas',
  'luces',
  'partes',
  'nueves',
]);

/** Shorter words are too easily another word ("mayo"/"mayor", "lunes"/"lunas" are left alone below 5 letters). */
const MIN_FUZZY_LENGTH = 5;

/** Edits (insert, delete, replace, swap two neighbours) between two words: the optimal string alignment distance. */
export function editDistance(a: string, b: string): number {
  // Three rolling rows of the usual table: the one two back is needed for a swap.
  let twoBack = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, twoBack[j - 2]! + 1);
      current.push(distance);
    }
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]!;
}

// The same words come back in message after message ("libre", "fechas"): their answer is kept.
const NEAREST_SEEN = new Map<string, string | null>();
const NEAREST_SEEN_LIMIT = 2000;

/** The month or weekday name a word stands for, when it is one typo away (two for long names); else null. */
export function nearestCalendarName(word: string): string | null {
  const seen = NEAREST_SEEN.get(word);
  if (seen !== undefined) return seen;
  const name = computeNearestCalendarName(word);
  if (NEAREST_SEEN.size >= NEAREST_SEEN_LIMIT) NEAREST_SEEN.clear();
  NEAREST_SEEN.set(word, name);
  return name;
}

function computeNearestCalendarName(word: string): string | null {
  if (KNOWN.has(word)) return word;
  if (word.length < MIN_FUZZY_LENGTH || REAL_WORDS.has(word)) return null;
  let best: { name: string; distance: number } | null = null;
  for (const name of KNOWN_NAMES) {
    const allowed = name.length >= 8 ? 2 : 1;
    // Lengths further apart than the edits allowed cannot match: skip the table.
    if (Math.abs(name.length - word.length) > allowed) continue;
    const distance = editDistance(word, name);
    if (distance <= allowed && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}

// Where a calendar name is expected: right after a day number (or a day in words, maybe with "de") or a
// preposition, or right before a day number ("diciembre 19", "sabdo 19").
const NAME_CONTEXT_WORDS = new Set([
  'de',
  'del',
  'en',
  'para',
  'el',
  'este',
  'esta',
  'proximo',
  'los',
  'las',
  'hasta',
  'algun',
  'que',
  'cual',
  'y',
  'o',
  'a',
  'al',
  'mes',
]);
const DAY_NUMBER = /^\d{1,2}(?:°|º|ro)?$/;

/** `words`: the message's words and numbers in order; `at`: the one that may be a calendar name. */
function expectsCalendarName(words: readonly string[], at: number): boolean {
  if (/^\d{1,2}$/.test(words[at + 1] ?? '')) return true;
  const previous = words[at - 1] ?? '';
  const beforeDe = previous === 'de' ? (words[at - 2] ?? '') : '';
  const isDay = (word: string) => DAY_NUMBER.test(word) || DAY_WORDS.has(word);
  return isDay(previous) || isDay(beforeDe) || NAME_CONTEXT_WORDS.has(previous);
}

// Days 1–31 in words, as they are written without accents. "primero" is the usual form of the 1st.
const DAY_WORD_LIST: Array<[string, number]> = [
  ['primero', 1],
  ['uno', 1],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['nueve', 9],
  ['diez', 10],
  ['once', 11],
  ['doce', 12],
  ['trece', 13],
  ['catorce', 14],
  ['quince', 15],
  ['dieciseis', 16],
  ['diecisiete', 17],
  ['dieciocho', 18],
  ['diecinueve', 19],
  ['veinte', 20],
  ['veintiuno', 21],
  ['veintiun', 21],
  ['veintidos', 22],
  ['veintitres', 23],
  ['veinticuatro', 24],
  ['veinticinco', 25],
  ['veintiseis', 26],
  ['veintisiete', 27],
  ['veintiocho', 28],
  ['veintinueve', 29],
  ['treinta', 30],
  ['treinta y uno', 31],
  ['treinta y un', 31],
  ['treintaiuno', 31],
];
const DAY_WORDS = new Map(DAY_WORD_LIST);
const DAY_WORD_ALTERNATION = [...DAY_WORDS.keys()].sort((a, b) => b.length - a.length).join('|');
const DAY_WORD = new RegExp(String.raw`\b(${DAY_WORD_ALTERNATION})\b`, 'g');
// A day in words is a date only next to a month ("diecinueve de diciembre") or after what introduces a day
// ("el doce", "del uno al diez", "sábado diecinueve"): "somos dos" and "de tres a cinco" stay words.
const MONTH_AFTER = new RegExp(String.raw`^\s+(?:de\s+)?(?:${MONTH_WORDS.join('|')})\b`);
const DAY_INTRO_BEFORE = new RegExp(String.raw`\b(?:el|del|al|dia|hasta el|y el|${WEEKDAY_WORDS.join('|')})\s+$`);

/**
 * The folded message (see foldChatText) with typos in month and weekday names corrected and days in words
 * written as digits, where a date is expected; everything else as it was.
 */
export function correctChatSpelling(folded: string): string {
  const words = folded.match(/[a-z]+|\d+(?:°|º|ro)?/g) ?? [];
  let at = -1;
  const named = folded.replace(/[a-z]+|\d+(?:°|º|ro)?/g, (word) => {
    at += 1;
    if (/^\d/.test(word) || word.length < MIN_FUZZY_LENGTH || KNOWN.has(word) || !expectsCalendarName(words, at)) return word;
    return nearestCalendarName(word) ?? word;
  });
  return named.replace(DAY_WORD, (words, _day: string, offset: number) => {
    const before = named.slice(0, offset);
    const after = named.slice(offset + words.length);
    if (!MONTH_AFTER.test(after) && !DAY_INTRO_BEFORE.test(before)) return words;
    return String(DAY_WORDS.get(words));
  });
}

/** foldChatText, then correctChatSpelling: the text every chat rule reads. */
export function readChatText(message: string): string {
  return correctChatSpelling(foldChatText(message));
}
