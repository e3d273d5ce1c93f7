// The dates a chat message names, in the order it names them (seed section 5, plus what visitors type):
// "25 de diciembre", "5 y 6 de dic", "25/12", "25-12-2027", "el sábado", "este viernes", "mañana",
// "pasado mañana", "hoy", "diciembre 19"; and only when nothing else matched, "el 25" / "del 25" / "el día 25"
// (day 25 of this month) / "el sábado 19" (the next 19th that is a Saturday).
// A day and month already past this year mean next year; "el N" already past this month means next month.
// In a follow-up, "el domingo" and "el 20" are read next to the date being talked about (`anchor`): after the
// 19th of December they mean the 20th of December, not the next Sunday or the 20th from today.
// The text is read after correctChatSpelling ("dicienbre", "sabdo", "diecinueve" are read as dates). A day
// that no month has ("30 de febrero", "31/4") is kept apart as impossible, never moved to another date; a
// day the rules could not read at all ("el 19 de dicembreee") is flagged, so no earlier date answers for it.
// Day ranges ("del 10 al 20 de diciembre", "entre el 5 y el 12 de enero", "del 28/12 al 3/1") are read
// apart, as ranges, never as their two ends ("5 y 6 de diciembre" stays two dates).
// scanChatDates also says which mentions are a bare weekday ("el sábado" next to a month means its
// Saturdays) and leaves the rest of the text for parseChatPeriods (months, weekends, "qué sábados",
// "algún viernes": weekdays named as a set are never one date).
import { MONTH_NAMES_ES } from '../dates/calendarNames';
import { addDays, daysBetween, isoDateParts, isoWeekday, parseIsoDate, toIsoDate, type IsoDate } from '../dates/dates';
import { editDistance, readChatText } from './spelling';

/** More dates than this in one message are ignored: the answer must stay readable on a phone. */
export const MAX_DATES_PER_MESSAGE = 6;

const MONTH_BY_NAME = new Map<string, number>();
MONTH_NAMES_ES.forEach((name, index) => {
  MONTH_BY_NAME.set(name, index + 1);
  MONTH_BY_NAME.set(name.slice(0, 3), index + 1);
});
MONTH_BY_NAME.set('setiembre', 9);
MONTH_BY_NAME.set('sept', 9);
MONTH_BY_NAME.set('set', 9);
/** Month number (1–12) of each month word visitors write, folded: full names and abbreviations. */
export const CHAT_MONTH_NUMBERS: ReadonlyMap<string, number> = MONTH_BY_NAME;
// Longest first, so "septiembre" wins over "sep".
const MONTH_ALTERNATION = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');

/** Weekday words, folded, Sunday first (index = weekday number). */
export const CHAT_WEEKDAY_WORDS: readonly string[] = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];

const DAY = String.raw`(?<day>\d{1,2})(?:°|º|ro)?`;
const WEEKDAY_ALTERNATION = CHAT_WEEKDAY_WORDS.join('|');
// A weekday written before a day number ("sábado 19 de diciembre"): checked against the date.
const STATED_WEEKDAY = String.raw`(?:\b(?<weekday>${WEEKDAY_ALTERNATION})\s+)?`;
// "5 de diciembre", "5, 6 y 7 de dic", "25 diciembre 2027", "1° de mayo del 2027", "sábado 19 de diciembre".
const DAY_LIST_AND_MONTH = new RegExp(
  String.raw`${STATED_WEEKDAY}\b${DAY}(?<more>(?:\s*(?:,|\by\b|\bo\b|\be\b|\bu\b)\s*(?:el\s+)?\d{1,2}(?:°|º|ro)?)*)\s*(?:de\s+)?(?<month>${MONTH_ALTERNATION})\b(?:\s*(?:de|del)?\s*(?<year>\d{4}))?`,
  'g',
);
// Numbers followed by these are quantities, not dates ("5-6 horas", "20/30 personas").
const QUANTITY_UNIT = String.raw`(?:hs|horas?|personas?|invitados?|chicos|ninos|adultos|am|pm|%|por ciento|\$)`;
const NOT_A_DATE_AFTER = String.raw`(?!\s*${QUANTITY_UNIT})`;
// A span of quantities ("del 10 al 20%", "entre 50 y 80 invitados", "de 3 a 5 hs"): read first and set
// aside, so that its first number is not later taken for "el 10".
const QUANTITY_SPAN = new RegExp(
  String.raw`\b(?:(?:del|de|desde el|desde|entre)\s+(?:el\s+)?)?\d{1,3}\s*(?:%|\$)?\s*(?:al|a|y|hasta el|hasta|o|-)\s*(?:el\s+)?\d{1,3}\s*${QUANTITY_UNIT}`,
  'g',
);
const DAY_SLASH_MONTH = new RegExp(String.raw`${STATED_WEEKDAY}\b(?<day>\d{1,2})[/-](?<month>\d{1,2})(?:[/-](?<year>\d{4}|\d{2}))?\b${NOT_A_DATE_AFTER}`, 'g');
// "diciembre 19", "dic 19 de 2027": the month first. Only names and abbreviations that are no other word
// ("mar", "set" and "sep" are).
const MONTH_FIRST_NAMES = [...MONTH_BY_NAME.keys()].filter((name) => !['mar', 'may', 'set', 'sep'].includes(name)).sort((a, b) => b.length - a.length);
const MONTH_THEN_DAY = new RegExp(
  String.raw`\b(?<month>${MONTH_FIRST_NAMES.join('|')})\s+${DAY}\b(?!\s*(?:[/:.,-]\d|\d))${NOT_A_DATE_AFTER}(?:\s*(?:de|del)\s*(?<year>\d{4}))?`,
  'g',
);
const PASADO_MANANA = /\bpasado manana\b/g;
// "mañana" as a time of day ("a la mañana", "por la mañana") is not tomorrow.
const MANANA = /(?<!\bla )\bmanana\b/g;
const HOY = /\bhoy\b/g;
// Groups: 1 a word that makes it a set ("qué sábado", "algún viernes"), 2 the article or qualifier,
// 3 the weekday, 4 "que viene", 5 a plural after it ("viernes libres").
const WEEKDAY = new RegExp(
  String.raw`(?<!\blos |\bde |\ba )\b(?:(algun|alguna|que|cual|cuales|cualquier|ningun|otro) )?(proximo |este |esta |el |para el )?(${CHAT_WEEKDAY_WORDS.join('|')})\b(?!\s*\d)(\s+que viene)?(?=(\s+(?:libres|disponibles))?)`,
  'g',
);
// One end of a day range: "10", "sábado 10", "10 de diciembre", "10 dic 2027", "28/12", "3/1/27".
function rangeEnd(n: 1 | 2): string {
  const weekday = String.raw`(?:(?:${CHAT_WEEKDAY_WORDS.join('|')})\s+)?`;
  return String.raw`${weekday}(?<!\d)(?<day${n}>\d{1,2})(?!\d)(?:°|º|ro)?(?:[/-](?<slashMonth${n}>\d{1,2})(?:[/-](?<slashYear${n}>\d{4}|\d{2}))?\b|\s*(?:de\s+)?(?<month${n}>${MONTH_ALTERNATION})\b(?:\s*(?:de|del)?\s*(?<year${n}>\d{4}))?)?`;
}
// "del 10 al 20 de diciembre", "desde el 28/12 hasta el 3/1", "10 al 20 de dic" (a month then needed).
const RANGE_FROM_TO = new RegExp(
  String.raw`\b(?:(?<from>del|desde el|desde|a partir del)\s+(?:dia\s+)?)?${rangeEnd(1)}\s+(?:al|hasta el|hasta|a)\s+(?:el\s+|dia\s+)?${rangeEnd(2)}${NOT_A_DATE_AFTER}`,
  'g',
);
// "entre el 5 y el 12 de enero" ("entre 5 y 10" with no month and no "el" is a quantity).
const RANGE_BETWEEN = new RegExp(String.raw`\bentre\s+(?<from>el\s+|los\s+dias\s+)?${rangeEnd(1)}\s+y\s+(?:el\s+)?${rangeEnd(2)}${NOT_A_DATE_AFTER}`, 'g');
/** A range longer than this is not one visitors mean (and would be read day by day). */
export const MAX_RANGE_DAYS = 366;
// "el 25", "del 25", "el día 25", "día 25", "el sábado 19", "sábado 19".
const THE_DAY = new RegExp(
  String.raw`\b(?:(?:el|del)\s+(?:dia\s+)?(?:(?<weekday>${WEEKDAY_ALTERNATION})\s+)?|dia\s+|(?<weekdayAlone>${WEEKDAY_ALTERNATION})\s+)${DAY}\b(?!\s*(?:[/:.,-]\d|de\s+\d))${NOT_A_DATE_AFTER}`,
  'g',
);
// What is left of a date the rules could not read: a day number after "el"/"día" and a word like a weekday
// ("el sabadoo 19"), or before "de" and a word like a month ("19 de dicembreee").
const UNREAD_AFTER_WORD = new RegExp(String.raw`\b(?:el|del|dia)\s+(?<word>[a-z]{4,})\s+\d{1,2}\b${NOT_A_DATE_AFTER}`, 'g');
const UNREAD_BEFORE_WORD = /\b\d{1,2}\s+(?:de\s+)?(?<word>[a-z]{4,})\b/g;

/** One date a message names, and how: a weekday alone ("el sábado") may instead mean "sábados" in a month. */
export interface ChatDateMention {
  index: number;
  date: IsoDate;
  /** The weekday (0 = Sunday) when the mention is a weekday word with no day number. */
  weekday: number | null;
  /** "este/próximo sábado", "el sábado que viene": surely one date, never a weekday of a month. */
  qualified: boolean;
  /** The weekday written next to the day ("viernes 19 de diciembre") when the date falls on another one. */
  statedWeekday?: number;
}

/** A day and month that no calendar has ("30 de febrero", "31/4", "29 de febrero de 2027"). */
export interface ChatImpossibleDate {
  index: number;
  day: number;
  /** 1–12. */
  month: number;
  /** The year written, or else the year of the next such month (it matters for "29 de febrero"). */
  year: number;
  yearGiven: boolean;
}

/** A span of days a message names ("del 10 al 20 de diciembre"), both ends included. */
export interface ChatDateRange {
  index: number;
  start: IsoDate;
  end: IsoDate;
}

/** Day and month in a year; null when it is not a real date (31 de febrero). */
function validDate(year: number, month: number, day: number): IsoDate | null {
  const iso = toIsoDate({ year, month, day });
  return parseIsoDate(iso) ? iso : null;
}

/** With no year given: this year, or next year when the day has passed. */
function dayMonthDate(day: number, month: number, explicitYear: number | null, today: IsoDate): IsoDate | null {
  const { year } = isoDateParts(today);
  if (explicitYear !== null) return validDate(explicitYear, month, day);
  const thisYear = validDate(year, month, day);
  if (thisYear && thisYear >= today) return thisYear;
  return validDate(year + 1, month, day) ?? thisYear;
}

/** The year of the next `month` from today: this one unless that month has ended. */
function yearOfNextMonth(month: number, today: IsoDate): number {
  const { year, month: thisMonth } = isoDateParts(today);
  return month >= thisMonth ? year : year + 1;
}

/** Day N of this month, or of the next month that has it when it has passed. */
function dayOfMonthDate(day: number, today: IsoDate): IsoDate | null {
  let { year, month } = isoDateParts(today);
  for (let tries = 0; tries < 3; tries += 1) {
    const candidate = validDate(year, month, day);
    if (candidate && candidate >= today) return candidate;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return null;
}

/** The next date from today that is day `day` and falls on `weekday` ("el sábado 19"); null if none soon. */
function dayOnWeekday(day: number, weekday: number, today: IsoDate): IsoDate | null {
  const { year, month } = isoDateParts(today);
  // Every day number meets every weekday within a few years; four is plenty.
  for (let offset = 0; offset < 48; offset += 1) {
    const zeroBased = month - 1 + offset;
    const candidate = validDate(year + Math.floor(zeroBased / 12), (zeroBased % 12) + 1, day);
    if (candidate && candidate >= today && isoWeekday(candidate) === weekday) return candidate;
  }
  return null;
}

/** Of some dates, the one closest to `anchor` that is not before today (the later one on a tie). */
function closestTo(anchor: IsoDate, candidates: ReadonlyArray<IsoDate | null>, today: IsoDate): IsoDate | null {
  let best: IsoDate | null = null;
  for (const candidate of candidates) {
    if (!candidate || candidate < today) continue;
    const distance = Math.abs(daysBetween(anchor, candidate));
    const bestDistance = best === null ? Infinity : Math.abs(daysBetween(anchor, best));
    if (distance < bestDistance || (distance === bestDistance && candidate > best!)) best = candidate;
  }
  return best;
}

/** Day N nearest the date being talked about ("¿y el 20?" after the 19th of December): that month or a neighbour. */
function dayNearAnchor(day: number, anchor: IsoDate, today: IsoDate): IsoDate | null {
  return closestTo(
    anchor,
    [-1, 0, 1].map((months) => dayInMonthNear(anchor, day, months)),
    today,
  );
}

/** The weekday nearest the date being talked about ("¿y el domingo?" after Saturday 19 is Sunday 20). */
function weekdayNearAnchor(weekday: number, anchor: IsoDate, today: IsoDate): IsoDate {
  const delta = ((((weekday - isoWeekday(anchor) + 7) % 7) + 3) % 7) - 3; // -3 … 3
  const date = addDays(anchor, delta);
  return date >= today ? date : addDays(date, 7 * Math.ceil(daysBetween(date, today) / 7));
}

function fullYear(raw: string | undefined): number | null {
  if (!raw) return null;
  const value = Number(raw);
  return raw.length === 2 ? 2000 + value : value;
}

/** The same day number a month earlier or later (null when that month lacks it). */
function dayInMonthNear(date: IsoDate, day: number, months: number): IsoDate | null {
  const { year, month } = isoDateParts(date);
  const zeroBased = month - 1 + months;
  return validDate(year + Math.floor(zeroBased / 12), (((zeroBased % 12) + 12) % 12) + 1, day);
}

/**
 * The two ends of a range as dates. The end is placed like a single date (next one from today), the
 * start just before it: "del 28 al 3 de enero" starts on 28 December, "del 28/12 al 3/1" crosses the year.
 */
function rangeDates(groups: Record<string, string | undefined>, today: IsoDate): { start: IsoDate; end: IsoDate } | null {
  const end = (n: 1 | 2) => ({
    day: Number(groups[`day${n}`]),
    month: groups[`month${n}`] ? (MONTH_BY_NAME.get(groups[`month${n}`]!) ?? null) : groups[`slashMonth${n}`] ? Number(groups[`slashMonth${n}`]) : null,
    year: fullYear(groups[`slashYear${n}`] ?? groups[`year${n}`]),
  });
  const first = end(1);
  const last = end(2);
  let start: IsoDate | null;
  let finish: IsoDate | null;
  if (last.month !== null) {
    finish = dayMonthDate(last.day, last.month, last.year, today);
    if (!finish) return null;
    const finishYear = isoDateParts(finish).year;
    if (first.month === null) {
      start = validDate(finishYear, last.month, first.day);
      if (first.day > last.day) start = dayInMonthNear(finish, first.day, -1);
    } else {
      start = validDate(first.year ?? finishYear, first.month, first.day);
      if (start && first.year === null && start > finish) start = validDate(finishYear - 1, first.month, first.day);
    }
  } else if (first.month !== null) {
    start = dayMonthDate(first.day, first.month, first.year, today);
    finish = start && (last.day >= first.day ? validDate(isoDateParts(start).year, first.month, last.day) : dayInMonthNear(start, last.day, 1));
  } else {
    finish = dayOfMonthDate(last.day, today);
    start =
      finish && (first.day <= last.day ? validDate(isoDateParts(finish).year, isoDateParts(finish).month, first.day) : dayInMonthNear(finish, first.day, -1));
  }
  if (!start || !finish || start > finish || daysBetween(start, finish) > MAX_RANGE_DAYS) return null;
  return { start, end: finish };
}

/**
 * Runs a pattern over the working text, blanking what it matched so that later patterns do not read the
 * same words again ("25/12" must not also be "el 25").
 */
function consume(work: { text: string }, pattern: RegExp, onMatch: (match: RegExpExecArray) => void | false): void {
  pattern.lastIndex = 0;
  const matches = [...work.text.matchAll(pattern)];
  for (const match of matches) {
    // false: not what this pattern reads after all; the text stays for later patterns.
    if (onMatch(match) === false) continue;
    const start = match.index;
    work.text = work.text.slice(0, start) + ' '.repeat(match[0].length) + work.text.slice(start + match[0].length);
  }
}

export interface ChatDateScan {
  /** Every date mention, in mention order (repeats kept); the ends of a range are not mentions. */
  mentions: ChatDateMention[];
  /** Day ranges, in mention order. */
  ranges: ChatDateRange[];
  /** Days and months no calendar has ("30 de febrero"), in mention order: named as such, never moved. */
  impossible: ChatImpossibleDate[];
  /** The message seems to name a day the rules could not read ("el 19 de dicembreee"): no other date answers for it. */
  unreadDate: boolean;
  /** The message (read by readChatText) with the date mentions (and impossible ones) blanked out. */
  rest: string;
}

/** A month or weekday name misspelt beyond correction ("dicembreee"): still recognisably one (a third of it wrong at most). */
function looksLikeCalendarName(word: string): boolean {
  return [...MONTH_NAMES_ES, ...CHAT_WEEKDAY_WORDS].some((name) => editDistance(word, name) <= Math.max(1, Math.floor(name.length / 3)));
}

/**
 * The date mentions of `message` and what is left of its text (see parseChatPeriods). `anchor`: the date
 * the conversation is about, if any; a bare "el domingo" or "el 20" is then read next to it.
 */
export function scanChatDates(message: string, today: IsoDate, anchor: IsoDate | null = null): ChatDateScan {
  const work = { text: readChatText(message) };
  const found: ChatDateMention[] = [];
  const impossible: ChatImpossibleDate[] = [];
  const add = (index: number, date: IsoDate | null, weekday: number | null = null, qualified = false) => {
    if (date) found.push({ index, date, weekday, qualified });
  };
  /** A day and month: its date, or an impossible one when no year has it; the stated weekday is checked. */
  const addDayMonth = (index: number, day: number, month: number, year: number | null, statedWeekdayName: string | undefined) => {
    const date = dayMonthDate(day, month, year, today);
    if (!date) {
      impossible.push({ index, day, month, year: year ?? yearOfNextMonth(month, today), yearGiven: year !== null });
      return;
    }
    const statedWeekday = statedWeekdayName ? CHAT_WEEKDAY_WORDS.indexOf(statedWeekdayName) : -1;
    found.push({ index, date, weekday: null, qualified: false, ...(statedWeekday >= 0 && statedWeekday !== isoWeekday(date) ? { statedWeekday } : {}) });
  };

  const ranges: ChatDateRange[] = [];

  // Weekdays first, while the text still shows whether a number follows ("sábado 5 de diciembre" is one date).
  consume(work, WEEKDAY, (match) => {
    const [, setWord, article, name, comingOne, plural] = match;
    // "qué sábado", "algún viernes", "viernes libres": a set of days (parseChatPeriods), not one date.
    if (!article && !comingOne && (setWord || plural)) return false;
    const weekday = CHAT_WEEKDAY_WORDS.indexOf(name ?? '');
    let delta = (weekday - isoWeekday(today) + 7) % 7;
    // "el próximo sábado" said on a Saturday is next week's.
    const qualified = ['proximo ', 'este ', 'esta '].includes(article ?? '') || Boolean(comingOne);
    if (delta === 0 && (article === 'proximo ' || comingOne)) delta = 7;
    const date = anchor && !qualified ? weekdayNearAnchor(weekday, anchor, today) : addDays(today, delta);
    add(match.index + (setWord ? setWord.length + 1 : 0), date, weekday, qualified);
  });
  consume(work, QUANTITY_SPAN, () => undefined);
  // Ranges before single dates, so their ends are not read as dates.
  const addRange = (match: RegExpExecArray, monthNeeded: boolean): void | false => {
    const groups = match.groups ?? {};
    // "10 al 20" with nothing before and no month is a quantity.
    if (monthNeeded && !groups.from && !groups.month2 && !groups.slashMonth2) return false;
    const dates = rangeDates(groups, today);
    if (!dates) return false;
    ranges.push({ index: match.index, ...dates });
  };
  consume(work, RANGE_FROM_TO, (match) => addRange(match, true));
  consume(work, RANGE_BETWEEN, (match) => addRange(match, true));
  consume(work, DAY_LIST_AND_MONTH, (match) => {
    const groups = match.groups ?? {};
    const month = MONTH_BY_NAME.get(groups.month ?? '') ?? 0;
    const year = fullYear(groups.year);
    addDayMonth(match.index, Number(groups.day), month, year, groups.weekday);
    for (const extra of (groups.more ?? '').matchAll(/\d{1,2}/g)) {
      addDayMonth(match.index + 1 + (extra.index ?? 0), Number(extra[0]), month, year, undefined);
    }
  });
  consume(work, DAY_SLASH_MONTH, (match) => {
    const groups = match.groups ?? {};
    const day = Number(groups.day);
    const month = Number(groups.month);
    // "45/80" is no day and month at all (a score, a fraction): only a real day and month can be impossible.
    if (day < 1 || day > 31 || month < 1 || month > 12) return;
    addDayMonth(match.index, day, month, fullYear(groups.year), groups.weekday);
  });
  consume(work, MONTH_THEN_DAY, (match) => {
    const groups = match.groups ?? {};
    addDayMonth(match.index, Number(groups.day), MONTH_BY_NAME.get(groups.month ?? '') ?? 0, fullYear(groups.year), undefined);
  });
  consume(work, PASADO_MANANA, (match) => add(match.index, addDays(today, 2)));
  consume(work, MANANA, (match) => add(match.index, addDays(today, 1)));
  consume(work, HOY, (match) => add(match.index, today));
  if (found.length === 0 && impossible.length === 0) {
    consume(work, THE_DAY, (match) => {
      const groups = match.groups ?? {};
      // "el 19 de dicembreee": a month the rules could not read follows; "el 19" of this month it is not.
      const monthAfter = /^\s+de\s+(?<word>[a-z]{4,})/.exec(work.text.slice(match.index + match[0].length));
      if (monthAfter && looksLikeCalendarName(monthAfter.groups?.word ?? '')) return false;
      const day = Number(groups.day);
      const weekdayName = groups.weekday ?? groups.weekdayAlone;
      // "el sábado 19": the next 19th that is a Saturday, not the 19th of this month whatever its weekday.
      if (weekdayName) add(match.index, dayOnWeekday(day, CHAT_WEEKDAY_WORDS.indexOf(weekdayName), today));
      else add(match.index, (anchor && dayNearAnchor(day, anchor, today)) ?? dayOfMonthDate(day, today));
    });
  }
  const unreadDate =
    found.length === 0 &&
    ranges.length === 0 &&
    impossible.length === 0 &&
    [...work.text.matchAll(UNREAD_AFTER_WORD), ...work.text.matchAll(UNREAD_BEFORE_WORD)].some((match) => looksLikeCalendarName(match.groups?.word ?? ''));
  return { mentions: found.sort((a, b) => a.index - b.index), ranges, impossible, unreadDate, rest: work.text };
}

/** The dates of some mentions, in order, without repeats (at most MAX_DATES_PER_MESSAGE). */
export function distinctDates(mentions: readonly ChatDateMention[]): IsoDate[] {
  const dates: IsoDate[] = [];
  for (const { date } of mentions) {
    if (!dates.includes(date)) dates.push(date);
  }
  return dates.slice(0, MAX_DATES_PER_MESSAGE);
}

/** The dates named in `message`, in mention order, without repeats (at most MAX_DATES_PER_MESSAGE). */
export function parseChatDates(message: string, today: IsoDate, anchor: IsoDate | null = null): IsoDate[] {
  return distinctDates(scanChatDates(message, today, anchor).mentions);
}
