// The chat's first try: answer from the calendar and the prices, locally and at once. Only what these
// cannot answer goes to askAI (and then the remembered dates are forgotten, as the seed does).
// A month ("¿qué sábados tienen libres en diciembre?") or a day range ("del 10 al 20 de diciembre") is
// answered with its free dates; some weekdays with no month ("¿qué sábados tienen libres?") with their
// next free dates; the coming weekend ("¿el finde está libre?") like the dates it has. Extras come from the
// price list; a thank-you gets a short reply; a date that does not exist is named as such; a date that could
// not be read is asked again: none of these is ever answered with an earlier date of the conversation.
import { isoDateParts, todayInHall, toIsoDate, type IsoDate } from '../dates/dates';
import { courtesyOf } from './courtesy';
import { findExtrasAsked, monthPricesFor, type ChatExtrasQuestion } from './extras';
import { detectChatIntents, type ChatIntents } from './intents';
import { filterWeekdays, listDateSpan, listMonth, listUpcoming, weekendDates, weekendDaysOf } from './monthListing';
import { distinctDates, scanChatDates, type ChatDateRange, type ChatDateScan } from './parseDates';
import { parseChatPeriods, type ChatMonth, type ChatPeriods } from './parsePeriods';
import {
  ASK_FOR_ANOTHER_DATE,
  availabilityReply,
  CHAT_TEXTS,
  extrasReply,
  hoursReply,
  impossibleDateReply,
  monthReply,
  MONTH_DATES_LISTED,
  NEAREST_FREE_DATES_INTRO,
  priceReply,
  rangeReply,
  upcomingReply,
  weekdayFilterLabel,
  weekdayMismatchNote,
} from './reply';
import type { ChatAvailability, ChatDateInfo } from './chatAvailability';
import { readChatText } from './spelling';
import { dateInquiryMessage } from '../inquiries/whatsappMessages';
import type { HallFacts } from '../site/hallFacts';
import { hallFactsReply, hallTopicsOf, type HallTopic } from './hallQuestions';
import { DEFAULT_WHATSAPP_MESSAGE, whatsappRedirectPath } from '../inquiries/whatsapp';

export interface LocalAnswerContext {
  now: Date;
  availability: ChatAvailability;
  /** Dates of the last local answer, for a follow-up that names none. */
  rememberedDates: readonly IsoDate[];
  /** The hall's facts (config/salon), for "¿dónde queda?", "¿cuántas personas entran?"…; absent: askAI answers them. */
  facts?: HallFacts | null;
}

/**
 * A button under a reply: a page of the site, made here from the answer's own dates, never from the text
 * of a message (replies stay plain text plus bold).
 */
export interface ChatAction {
  kind: 'calendar' | 'whatsapp' | 'map';
  label: string;
  /** A path of this site; for 'map', the hall's map link (stored by staff, or a Google Maps search of its address). */
  path: string;
}

/** The hall on a map (opens apart from the site). */
export const mapAction = (url: string): ChatAction => ({ kind: 'map', label: 'Ver en el mapa', path: url });

export const CALENDAR_ACTION: ChatAction = { kind: 'calendar', label: 'Ver el calendario', path: '/calendario' };

/** WhatsApp with the visitor's question already written (for what the chat cannot price). */
export function askByWhatsappAction(question: string): ChatAction {
  return { kind: 'whatsapp', label: 'Consultar por WhatsApp', path: whatsappRedirectPath(`${DEFAULT_WHATSAPP_MESSAGE}\n${question}`) };
}

/** Asking by WhatsApp for the dates not known to be taken; the calendar when one is. */
function dateActions(infos: readonly ChatDateInfo[]): ChatAction[] {
  const askable = infos.filter((info) => info.status !== 'Ocupado');
  const actions: ChatAction[] = [];
  if (askable.length > 0) {
    const label = askable.length === 1 ? 'Consultar esta fecha por WhatsApp' : 'Consultar estas fechas por WhatsApp';
    actions.push({ kind: 'whatsapp', label, path: whatsappRedirectPath(dateInquiryMessage(askable)) });
  }
  if (askable.length < infos.length) actions.push(CALENDAR_ACTION);
  return actions;
}

/** What a local reply is about: the table tests and the chat's README name them. */
export type ChatTopic =
  /** One or more dates: free or busy, price, hours. */
  | 'dates'
  /** The free dates of a month, a range or some weekdays. */
  | 'list'
  /** Extras of the price list (or something the list does not have). */
  | 'extras'
  /** A thank-you, a goodbye, an "ok". */
  | 'courtesy'
  /** A day and month that do not exist ("30 de febrero"). */
  | 'impossibleDate'
  /** A date that could not be read ("el 19 de dicembreee"). */
  | 'unreadDate'
  /** Asks for a date (price or availability with none named or remembered). */
  | 'askForDate'
  /** The calendar is still loading. */
  | 'loading'
  /** The hall itself: address, capacity, what is included, cancellation, hours (its facts, config/salon). */
  | 'hall';

export type LocalAnswer =
  | {
      kind: 'local';
      topic: ChatTopic;
      text: string;
      /** Buttons under the reply (none while loading or when asking for a date). */
      actions: ChatAction[];
      intents: ChatIntents;
      /** The dates the answer is about (named now, or remembered; for a list of free dates, those listed). */
      dates: IsoDate[];
      /** What to remember for the next question (nothing after a list: "¿y cuánto cuesta?" would be eight answers). */
      rememberedDates: IsoDate[];
    }
  | { kind: 'ai'; intents: ChatIntents; dates: []; rememberedDates: []; actions: [] };

/** How many free dates to offer instead of a busy one. */
export const ALTERNATIVES_OFFERED = 3;

/**
 * `shown`: the dates the answer already names (those asked, and alternatives offered in earlier blocks);
 * they are not offered again, so several busy dates in one answer do not repeat the same options.
 */
function replyForDate(date: IsoDate, shown: Set<IsoDate>, intents: ChatIntents, availability: ChatAvailability): string {
  const info = availability.lookup(date);
  const asksAvailability = intents.availability || (!intents.price && !intents.hours);
  const parts: string[] = [];
  /** A price line names the rate with its hours ("tarifa de fin de semana (4 hs)"): hours are then said. */
  let hoursSaid = false;
  if (asksAvailability) {
    const alternatives =
      info.status === 'Ocupado' || info.status === 'Reservado provisoriamente'
        ? availability
            .nearestFreeDates(date, ALTERNATIVES_OFFERED + shown.size)
            .filter((free) => !shown.has(free.date))
            .slice(0, ALTERNATIVES_OFFERED)
        : [];
    for (const free of alternatives) shown.add(free.date);
    parts.push(availabilityReply(info, alternatives));
    // "Libre" already states the price.
    hoursSaid = info.status === 'Libre' && info.price !== null;
    if (intents.price && info.status !== 'Libre') {
      parts.push(priceReply(info));
      hoursSaid = info.price !== null;
    }
  } else if (intents.price) {
    parts.push(priceReply(info));
    hoursSaid = info.price !== null;
  }
  // Said once: a second sentence would repeat the rate and its hours.
  if (intents.hours && !hoursSaid) parts.push(hoursReply(info));
  return parts.join('\n');
}

/** At most this many day ranges are listed per message: each one is a list. */
export const MAX_RANGES_PER_MESSAGE = 2;

/** The free dates of the ranges and months asked for, one block each (ranges first). */
function periodAnswer(
  ranges: readonly ChatDateRange[],
  periods: ChatPeriods,
  listsMonths: boolean,
  today: IsoDate,
  availability: ChatAvailability,
): { blocks: string[]; listed: IsoDate[] } {
  const weekdays = filterWeekdays(periods.filter, periods.filter ? weekendDaysOf(availability, today) : []);
  const filterLabel = periods.filter && weekdays ? weekdayFilterLabel(periods.filter, weekdays) : null;
  const blocks: string[] = [];
  const listed: IsoDate[] = [];
  const end = availability.range?.end ?? null;
  for (const range of ranges.slice(0, MAX_RANGES_PER_MESSAGE)) {
    const listing = listDateSpan(range.start, range.end, weekdays, availability, today);
    blocks.push(rangeReply(listing, filterLabel, end !== null && end < range.start ? end : null, today));
    listed.push(...listing.free.slice(0, MONTH_DATES_LISTED).map((info) => info.date));
  }
  for (const month of listsMonths ? periods.months : []) {
    const listing = listMonth(month, weekdays, availability, today);
    // Where the calendar ends helps only for a month after it, not for one already past.
    const publishedEnd = end !== null && end < toIsoDate({ ...month, day: 1 }) ? end : null;
    blocks.push(monthReply(listing, filterLabel, publishedEnd));
    listed.push(...listing.free.slice(0, MONTH_DATES_LISTED).map((info) => info.date));
  }
  return { blocks, listed };
}

/** Replies joined; the seed's question closes any that offers other dates. */
function withQuestion(blocks: string[]): string {
  const offersAlternatives = blocks.some((block) => block.includes(NEAREST_FREE_DATES_INTRO));
  return [...blocks, ...(offersAlternatives ? [CHAT_TEXTS.offerAlternatives] : [])].join('\n\n');
}

const monthOf = (date: IsoDate): ChatMonth => {
  const { year, month } = isoDateParts(date);
  return { year, month };
};

// The rental itself ("¿cuánto sale el alquiler con inflable?"), as opposed to an extra's price.
const ASKS_RENTAL = /\b(?:alquiler|alquilar|salon)\b/;

/** The local reply to `message`, or `{kind: 'ai'}` when it should go to askAI. */
export function answerLocally(message: string, context: LocalAnswerContext): LocalAnswer {
  const text = readChatText(message);
  const intents = detectChatIntents(text);
  const today = todayInHall(context.now);
  const remembered = [...context.rememberedDates];
  const local = (topic: ChatTopic, replyText: string, dates: IsoDate[], rememberedDates: IsoDate[], actions: ChatAction[] = []): LocalAnswer => ({
    kind: 'local',
    topic,
    text: replyText,
    intents,
    dates,
    rememberedDates,
    actions,
  });

  // Courtesy changes nothing of the conversation: the dates talked about stay for the next question.
  const courtesy = courtesyOf(text);
  if (courtesy) return local('courtesy', CHAT_TEXTS[courtesy], [], remembered);

  // A bare "el domingo" or "el 20" is read next to the date the conversation is about.
  const scan = scanChatDates(message, today, remembered[0] ?? null);
  const periods = parseChatPeriods(scan, today);
  const impossible = [...new Set(scan.impossible.map(impossibleDateReply))];
  // A message naming a date that does not exist is about that date: no remembered one answers for it.
  const answerContext = impossible.length > 0 ? { ...context, rememberedDates: [] } : context;
  const answer = answerRealDates({ message, text, intents, scan, periods, today, context: answerContext, local });
  if (impossible.length === 0) return answer;
  // A date that does not exist is named as such, never moved to another one.
  if (answer.kind === 'ai' || answer.topic === 'askForDate' || answer.dates.length === 0) {
    return local('impossibleDate', [...impossible, ASK_FOR_ANOTHER_DATE].join('\n'), [], []);
  }
  return { ...answer, text: [...impossible, answer.text].join('\n\n') };
}

/** What answerLocally has read of a message, for answerRealDates. */
interface ReadMessage {
  message: string;
  /** The message as readChatText reads it. */
  text: string;
  intents: ChatIntents;
  scan: ChatDateScan;
  periods: ChatPeriods;
  today: IsoDate;
  context: LocalAnswerContext;
  local: (topic: ChatTopic, text: string, dates: IsoDate[], rememberedDates: IsoDate[], actions?: ChatAction[]) => LocalAnswer;
}

/** The answer about the real dates, periods and extras of a message (see answerLocally). */
function answerRealDates({ message, text, intents, scan, periods, today, context, local }: ReadMessage): LocalAnswer {
  const { mentions, ranges, unreadDate } = scan;
  const toAI: LocalAnswer = { kind: 'ai', intents, dates: [], rememberedDates: [], actions: [] };
  const { availability } = context;
  const stillLoading = availability.loading && availability.ready !== true;
  const extras = findExtrasAsked(text);
  /** The extras' block, priced for the month the question is about (else this month). */
  const extrasBlock = (question: ChatExtrasQuestion, dates: readonly IsoDate[]) => {
    const month = dates[0] ? monthOf(dates[0]) : (periods.months[0] ?? monthOf(today));
    return extrasReply(question, month, monthPricesFor(month, availability));
  };
  const extrasActions = (question: ChatExtrasQuestion | null) => (question && question.notListed.length > 0 ? [askByWhatsappAction(message)] : []);

  let named = distinctDates(mentions);
  if (named.length === 0 && periods.weekend) named = weekendDates(periods.weekend, weekendDaysOf(availability, today), today);

  // Only extras asked (their price, whether there are): the list answers, for the month of the dates named.
  if (extras && !intents.availability && !intents.hours && !ASKS_RENTAL.test(text)) {
    if (stillLoading) return local('loading', CHAT_TEXTS.loading, [], [...context.rememberedDates]);
    const dates = named.length > 0 ? named : ranges.length > 0 ? [ranges[0]!.start] : [...context.rememberedDates];
    return local('extras', extrasBlock(extras, dates), [], named.length > 0 ? named : [...context.rememberedDates], extrasActions(extras));
  }
  // A day was written but could not be read: asked again, never answered with another date.
  if (unreadDate && named.length === 0) return local('unreadDate', CHAT_TEXTS.unreadDate, [], []);
  /** The reply's blocks with the seed's question after any alternatives, then the extras asked about. */
  const replyText = (blocks: string[], dates: readonly IsoDate[]) => [withQuestion(blocks), ...(extras ? [extrasBlock(extras, dates)] : [])].join('\n\n');

  // A range or a month and no particular day in it ("el sábado" next to a month is its Saturdays).
  const namesADay = mentions.some((mention) => mention.weekday === null || mention.qualified);
  // "¿cuántos entran en diciembre?" asks about the hall, not for December's dates.
  const hallTopics = hallTopicsOf(text);
  const asksHallFact = hallTopics.some((topic) => topic !== 'hours');
  const asksPeriod = intents.availability || intents.price || (periods.onlyPeriod && !asksHallFact);
  const listsMonths = periods.months.length > 0 && asksPeriod;
  // A range names its days: it is listed whatever the question about it (its list shows prices and hours).
  if ((ranges.length > 0 || listsMonths) && !namesADay) {
    if (stillLoading) return local('loading', CHAT_TEXTS.loading, [], []);
    const { blocks, listed } = periodAnswer(ranges, periods, listsMonths, today, availability);
    const first = ranges[0]?.start ?? (periods.months[0] ? toIsoDate({ ...periods.months[0], day: 1 }) : today);
    return local('list', replyText(blocks, [first]), listed, [], [CALENDAR_ACTION, ...extrasActions(extras)]);
  }
  // Some weekdays and no month, range or day ("¿qué sábados tienen libres?"): their next free dates.
  if (periods.weekdaySet && periods.filter && periods.months.length === 0 && ranges.length === 0 && !namesADay && asksPeriod) {
    if (stillLoading) return local('loading', CHAT_TEXTS.loading, [], []);
    const weekdays = filterWeekdays(periods.filter, weekendDaysOf(availability, today))!;
    const listing = listUpcoming(weekdays, availability, today);
    const upcoming = upcomingReply(listing, weekdayFilterLabel(periods.filter, weekdays));
    return local(
      'list',
      replyText([upcoming], []),
      listing.free.map((info) => info.date),
      [],
      [CALENDAR_ACTION, ...extrasActions(extras)],
    );
  }

  // The hall itself ("¿dónde queda?", "¿qué pasa si cancelo?"), with no date named: its facts. Its hours
  // ("¿a qué hora?") only when no date is talked about (a date's hours are its rental's).
  if (named.length === 0 && ranges.length === 0) {
    const asked = context.rememberedDates.length > 0 ? hallTopics.filter((topic) => topic !== 'hours') : hallTopics;
    const reply = hallFactsReply(asked, context.facts);
    if (reply !== null) return local('hall', reply, [], [...context.rememberedDates], hallActions(asked, context.facts));
  }

  const asksCalendar = intents.availability || intents.price || intents.hours;
  if (named.length === 0) {
    // General questions about hours are askAI's (it knows the rules).
    if (!asksCalendar) return toAI;
    if (context.rememberedDates.length === 0) {
      if (intents.availability || intents.price) return local('askForDate', CHAT_TEXTS.askForDate, [], []);
      return toAI;
    }
  }

  const dates = named.length > 0 ? named : [...context.rememberedDates];
  if (stillLoading) return local('loading', CHAT_TEXTS.loading, dates, dates);
  const shown = new Set(dates);
  // "viernes 19 de diciembre" when the 19th is a Saturday: the reply says so under that date.
  const mismatch = new Map(mentions.filter((mention) => mention.statedWeekday !== undefined).map((mention) => [mention.date, mention.statedWeekday!]));
  const blocks = dates.map((date) => {
    const reply = replyForDate(date, shown, intents, availability);
    const stated = mismatch.get(date);
    return stated === undefined ? reply : `${reply}\n${weekdayMismatchNote(date, stated)}`;
  });
  const actions = [...dateActions(dates.map((date) => availability.lookup(date))), ...extrasActions(extras)];
  // "¿está libre el 19 y cuántos entran?": the hall's facts after the dates (its hours are the dates' own).
  const factsTopics = hallTopics.filter((topic) => topic !== 'hours');
  const factsBlock = named.length > 0 ? hallFactsReply(factsTopics, context.facts) : null;
  const answerText = factsBlock === null ? replyText(blocks, dates) : `${replyText(blocks, dates)}\n\n${factsBlock}`;
  return local('dates', answerText, dates, dates, [...actions, ...(factsBlock === null ? [] : hallActions(factsTopics, context.facts))]);
}

/** The map link under a reply that gives the address. */
function hallActions(topics: readonly HallTopic[], facts: HallFacts | null | undefined): ChatAction[] {
  return topics.includes('address') && facts?.mapUrl ? [mapAction(facts.mapUrl)] : [];
}
