// The chat's first try: answer from the calendar and the prices, locally and at once. Only what these
// cannot answer goes to askAI (and then the remembered dates are forgotten, as the seed does).
// A month ("¿qué sábados tienen libres en diciembre?") or a day range ("del 10 al 20 de diciembre") is
// answered with its free dates; some weekdays with no month ("¿qué sábados tienen libres?") with their
// next free dates; the coming weekend ("¿el finde está libre?") like the dates it has.
import { todayInHall, toIsoDate, type IsoDate } from '../dates';
import { detectChatIntents, type ChatIntents } from './intents';
import { filterWeekdays, listDateSpan, listMonth, listUpcoming, weekendDates, weekendDaysOf } from './monthListing';
import { distinctDates, scanChatDates, type ChatDateRange } from './parseDates';
import { parseChatPeriods, type ChatPeriods } from './parsePeriods';
import {
  availabilityReply,
  CHAT_TEXTS,
  hoursReply,
  monthReply,
  MONTH_DATES_LISTED,
  NEAREST_FREE_DATES_INTRO,
  priceReply,
  rangeReply,
  upcomingReply,
  weekdayFilterLabel,
} from './reply';
import type { ChatAvailability, ChatDateInfo } from './chatAvailability';
import { foldChatText } from './text';
import { dateInquiryMessage } from '../inquiries';
import { whatsappRedirectPath } from '../whatsapp';

export interface LocalAnswerContext {
  now: Date;
  availability: ChatAvailability;
  /** Dates of the last local answer, for a follow-up that names none. */
  rememberedDates: readonly IsoDate[];
}

/**
 * A button under a reply: a page of the site, made here from the answer's own dates, never from the text
 * of a message (replies stay plain text plus bold).
 */
export interface ChatAction {
  kind: 'calendar' | 'whatsapp';
  label: string;
  /** A path of this site. */
  path: string;
}

export const CALENDAR_ACTION: ChatAction = { kind: 'calendar', label: 'Ver el calendario', path: '/calendario' };

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

export type LocalAnswer =
  | {
      kind: 'local';
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
  if (asksAvailability) {
    const alternatives =
      info.status === 'Ocupado'
        ? availability
            .nearestFreeDates(date, ALTERNATIVES_OFFERED + shown.size)
            .filter((free) => !shown.has(free.date))
            .slice(0, ALTERNATIVES_OFFERED)
        : [];
    for (const free of alternatives) shown.add(free.date);
    const parts = [availabilityReply(info, alternatives)];
    // "Libre" already states the price; hours are added when asked.
    if (intents.price && info.status !== 'Libre') parts.push(priceReply(info));
    if (intents.hours) parts.push(hoursReply(info));
    return parts.join('\n');
  }
  const parts: string[] = [];
  if (intents.price) parts.push(priceReply(info));
  if (intents.hours) parts.push(hoursReply(info));
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
): { text: string; listed: IsoDate[] } {
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
    const end = availability.range?.end ?? null;
    const publishedEnd = end !== null && end < toIsoDate({ ...month, day: 1 }) ? end : null;
    blocks.push(monthReply(listing, filterLabel, publishedEnd));
    listed.push(...listing.free.slice(0, MONTH_DATES_LISTED).map((info) => info.date));
  }
  return { text: withQuestion(blocks), listed };
}

/** Replies joined; the seed's question closes any that offers other dates. */
function withQuestion(blocks: string[]): string {
  const offersAlternatives = blocks.some((block) => block.includes(NEAREST_FREE_DATES_INTRO));
  return [...blocks, ...(offersAlternatives ? [CHAT_TEXTS.offerAlternatives] : [])].join('\n\n');
}

/** The local reply to `message`, or `{kind: 'ai'}` when it should go to askAI. */
export function answerLocally(message: string, context: LocalAnswerContext): LocalAnswer {
  const folded = foldChatText(message);
  const intents = detectChatIntents(folded);
  const today = todayInHall(context.now);
  const scan = scanChatDates(message, today);
  const periods = parseChatPeriods(scan, today);
  const toAI: LocalAnswer = { kind: 'ai', intents, dates: [], rememberedDates: [], actions: [] };
  const asksCalendar = intents.availability || intents.price || intents.hours;
  const asksExtras = intents.extras && !intents.availability;
  const { availability } = context;
  const stillLoading = availability.loading && availability.ready !== true;
  const local = (text: string, dates: IsoDate[], rememberedDates: IsoDate[], actions: ChatAction[] = []): LocalAnswer => ({
    kind: 'local',
    text,
    intents,
    dates,
    rememberedDates,
    actions,
  });

  // A range or a month and no particular day in it ("el sábado" next to a month is its Saturdays).
  const namesADay = scan.mentions.some((mention) => mention.weekday === null || mention.qualified);
  const asksPeriod = intents.availability || intents.price || periods.onlyPeriod;
  const listsMonths = periods.months.length > 0 && asksPeriod;
  // A range names its days: it is listed whatever the question about it (its list shows prices and hours).
  if ((scan.ranges.length > 0 || listsMonths) && !namesADay && !asksExtras) {
    if (stillLoading) return local(CHAT_TEXTS.loading, [], []);
    const { text, listed } = periodAnswer(scan.ranges, periods, listsMonths, today, availability);
    return local(text, listed, [], [CALENDAR_ACTION]);
  }
  // Some weekdays and no month, range or day ("¿qué sábados tienen libres?"): their next free dates.
  if (periods.weekdaySet && periods.filter && periods.months.length === 0 && scan.ranges.length === 0 && !namesADay && !asksExtras && asksPeriod) {
    if (stillLoading) return local(CHAT_TEXTS.loading, [], []);
    const weekdays = filterWeekdays(periods.filter, weekendDaysOf(availability, today))!;
    const listing = listUpcoming(weekdays, availability, today);
    const text = upcomingReply(listing, weekdayFilterLabel(periods.filter, weekdays));
    return local(text, listing.free.map((info) => info.date), [], [CALENDAR_ACTION]);
  }

  let named = distinctDates(scan.mentions);
  if (named.length === 0 && periods.weekend) named = weekendDates(periods.weekend, weekendDaysOf(availability, today), today);

  if (named.length === 0) {
    // Extras and general questions about hours are askAI's (it knows the extras and the rules).
    if (!asksCalendar || asksExtras) return toAI;
    if (context.rememberedDates.length === 0) {
      if (intents.availability || intents.price) {
        return local(CHAT_TEXTS.askForDate, [], []);
      }
      return toAI;
    }
  }
  if (named.length > 0 && asksExtras) return toAI;

  const dates = named.length > 0 ? named : [...context.rememberedDates];
  if (stillLoading) {
    return local(CHAT_TEXTS.loading, dates, dates);
  }
  const shown = new Set(dates);
  const text = withQuestion(dates.map((date) => replyForDate(date, shown, intents, availability)));
  return local(text, dates, dates, dateActions(dates.map((date) => availability.lookup(date))));
}
