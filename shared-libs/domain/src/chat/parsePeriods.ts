// The periods a chat message asks about instead of single dates: a month ("diciembre", "enero 2027",
// "este mes", "el mes que viene"), maybe only some weekdays of it ("los sábados", "viernes y sábados",
// "los fines de semana", "días de semana", "de lunes a jueves"); or the coming weekend ("este finde",
// "el fin de semana que viene"). It reads what scanChatDates left, so "5 de diciembre" is a date and
// never the month, and "31 de febrero" is nothing. Weekdays named as a set ("qué sábados", "algún viernes",
// "fines de semana") are told apart from one weekday ("el sábado"): with no month they ask for the next ones.
import { MONTH_NAMES_ES } from '../dates/calendarNames';
import { isoDateParts, type IsoDate, type Weekday } from '../dates/dates';
import { CHAT_MONTH_NUMBERS, CHAT_WEEKDAY_WORDS, type ChatDateScan } from './parseDates';

/** More months than this in one message are ignored: each one is a list. */
export const MAX_MONTHS_PER_MESSAGE = 2;

export interface ChatMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** Which days of a month the visitor wants. */
export type ChatWeekdayFilter =
  | { kind: 'days'; days: Weekday[] }
  /** The weekend days of the rates (a setting), whatever they are. */
  | { kind: 'weekend' }
  /** The days that are not weekend days. */
  | { kind: 'workweek' };

export interface ChatPeriods {
  months: ChatMonth[];
  filter: ChatWeekdayFilter | null;
  /** "este finde" / "el fin de semana" ('este'), "el próximo finde" / "el finde que viene" ('proximo'). */
  weekend: 'este' | 'proximo' | null;
  /**
   * The weekdays are named as a set ("sábados", "los viernes", "qué sábado", "algún viernes", "fines de
   * semana", "de lunes a jueves"), not as one day ("el sábado").
   */
  weekdaySet: boolean;
  /** The message is only the period ("¿y en enero?", "diciembre?", "¿y los sábados?"): a follow-up asking what is free. */
  onlyPeriod: boolean;
}

const FULL_MONTHS = [...MONTH_NAMES_ES, 'setiembre'];
// Short forms only after a preposition ("en dic", "para ene"); "mar" and "set" are ordinary words.
const SHORT_MONTHS = ['ene', 'feb', 'abr', 'jun', 'jul', 'ago', 'sept', 'sep', 'oct', 'nov', 'dic'];
const YEAR = String.raw`(?:\s*(?:de|del)?\s*(\d{4}))?`;
const NAMED_MONTH = new RegExp(String.raw`\b(${FULL_MONTHS.join('|')})\b${YEAR}`, 'g');
const SHORT_MONTH = new RegExp(String.raw`\b(?:en|para|de|del|a|hasta) (${SHORT_MONTHS.join('|')})\b\.?${YEAR}`, 'g');
const THIS_MONTH = /\b(?:este|esta|en el|del) mes\b(?!\s*(?:que viene|proximo|siguiente|de\b))|\bmes actual\b/g;
const NEXT_MONTH = /\b(?:el |del )?(?:mes que viene|proximo mes|mes proximo|siguiente mes|mes siguiente|otro mes)\b/g;

// Weekend words: plural (or with a month) they filter the month's days; singular alone they are one weekend.
const WEEKENDS = /\b(?:los |las )?(?:fines de semana|findes)\b/g;
const ONE_WEEKEND = /\b(?:(este|el|al|para el|proximo|el proximo) )?(?:fin de semana|finde)(?: (que viene|proximo|siguiente))?\b/g;
const WORKWEEK = /\b(?:los )?(?:dias de semana|entre semana|dias habiles)\b/g;
const WEEKDAY_ALTERNATION = CHAT_WEEKDAY_WORDS.join('|');
const WEEKDAY_RANGE = new RegExp(String.raw`\bde (${WEEKDAY_ALTERNATION}) a (${WEEKDAY_ALTERNATION})\b`, 'g');
// Plurals ("sábados"), and the weekday words scanChatDates left ("los viernes", "de lunes").
const WEEKDAY_WORD = new RegExp(String.raw`\b(?:los )?(${WEEKDAY_ALTERNATION})s?\b`, 'g');
// What may surround a period in a follow-up that only names it ("¿y para el mes de enero?").
const FILLER =
  /\b(?:y|e|en|para|el|la|los|las|de|del|mes|todo|que tal|tal|a|al|o|que|cual|cuales|algun|alguna|algunos|algunas|cualquier|proximos|proximas|otros)\b/g;

interface Found {
  index: number;
  month: ChatMonth;
}

function blank(text: string, pattern: RegExp, onMatch: (match: RegExpExecArray) => void): string {
  let out = text;
  for (const match of text.matchAll(pattern)) {
    onMatch(match);
    out = out.slice(0, match.index) + ' '.repeat(match[0].length) + out.slice(match.index + match[0].length);
  }
  return out;
}

/** A month named without a year: this year's if it has not ended, otherwise next year's. */
function monthFromName(month: number, rawYear: string | undefined, today: IsoDate): ChatMonth {
  const now = isoDateParts(today);
  if (rawYear) return { year: Number(rawYear), month };
  return { year: month >= now.month ? now.year : now.year + 1, month };
}

function shiftMonth(today: IsoDate, by: number): ChatMonth {
  const { year, month } = isoDateParts(today);
  const zeroBased = month - 1 + by;
  return { year: year + Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

/** The months, weekday filter and weekend a message names (see the file comment). */
export function parseChatPeriods(scan: ChatDateScan, today: IsoDate): ChatPeriods {
  let text = scan.rest;
  const found: Found[] = [];
  text = blank(text, NEXT_MONTH, (match) => found.push({ index: match.index, month: shiftMonth(today, 1) }));
  text = blank(text, THIS_MONTH, (match) => found.push({ index: match.index, month: shiftMonth(today, 0) }));
  text = blank(text, NAMED_MONTH, (match) => found.push({ index: match.index, month: monthFromName(CHAT_MONTH_NUMBERS.get(match[1]!)!, match[2], today) }));
  text = blank(text, SHORT_MONTH, (match) => found.push({ index: match.index, month: monthFromName(CHAT_MONTH_NUMBERS.get(match[1]!)!, match[2], today) }));
  const months: ChatMonth[] = [];
  for (const { month } of found.sort((a, b) => a.index - b.index)) {
    if (!months.some((m) => m.year === month.year && m.month === month.month)) months.push(month);
  }

  // Set from the callbacks below (an object, so TypeScript does not narrow it to its first value).
  const state: { filter: ChatWeekdayFilter | null; weekend: ChatPeriods['weekend']; weekdaySet: boolean } = {
    filter: null,
    weekend: null,
    weekdaySet: false,
  };
  text = blank(text, WEEKENDS, () => {
    state.filter = { kind: 'weekend' };
    state.weekdaySet = true;
  });
  text = blank(text, ONE_WEEKEND, (match) => {
    state.weekend = match[1] === 'proximo' || match[1] === 'el proximo' || match[2] ? 'proximo' : 'este';
  });
  if (state.weekend && months.length > 0) state.filter ??= { kind: 'weekend' };
  text = blank(text, WORKWEEK, () => {
    state.filter ??= { kind: 'workweek' };
    state.weekdaySet = true;
  });

  const days = new Set<Weekday>();
  text = blank(text, WEEKDAY_RANGE, (match) => {
    const from = CHAT_WEEKDAY_WORDS.indexOf(match[1]!);
    const to = CHAT_WEEKDAY_WORDS.indexOf(match[2]!);
    state.weekdaySet = true;
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day as Weekday);
      if (day === to) break;
    }
  });
  text = blank(text, WEEKDAY_WORD, (match) => {
    days.add(CHAT_WEEKDAY_WORDS.indexOf(match[1]!) as Weekday);
    state.weekdaySet = true;
  });
  // "qué viernes tienen libres en diciembre": a lone weekday next to a month is a weekday of that month.
  for (const mention of scan.mentions) if (mention.weekday !== null && !mention.qualified) days.add(mention.weekday as Weekday);
  if (days.size > 0 && state.filter === null) state.filter = { kind: 'days', days: [...days].sort((a, b) => a - b) };
  const { filter, weekend, weekdaySet } = state;

  const onlyPeriod =
    (months.length > 0 || weekend !== null || weekdaySet) && scan.mentions.length === 0 && text.replace(FILLER, ' ').replace(/[^a-z0-9]+/g, '') === '';
  return { months: months.slice(0, MAX_MONTHS_PER_MESSAGE), filter, weekend, weekdaySet, onlyPeriod };
}
