// The chat's first try: answer from the calendar and the prices, locally and at once. Only what these
// cannot answer goes to askAI (and then the remembered dates are forgotten, as the seed does).
import { todayInHall, type IsoDate } from '../dates';
import { detectChatIntents, type ChatIntents } from './intents';
import { parseChatDates } from './parseDates';
import { availabilityReply, CHAT_TEXTS, hoursReply, priceReply, type ChatDateInfo } from './reply';
import { foldChatText } from './text';

/** The availability the chat reads: @salon/availability's state fits it. */
export interface ChatAvailability {
  loading: boolean;
  /** Some data has loaded (a refresh in progress does not block answers then). */
  ready?: boolean;
  lookup(date: IsoDate): ChatDateInfo;
  nearestFreeDates(date: IsoDate, count?: number): ChatDateInfo[];
}

export interface LocalAnswerContext {
  now: Date;
  availability: ChatAvailability;
  /** Dates of the last local answer, for a follow-up that names none. */
  rememberedDates: readonly IsoDate[];
}

export type LocalAnswer =
  | {
      kind: 'local';
      text: string;
      intents: ChatIntents;
      /** The dates the answer is about (named now, or remembered). */
      dates: IsoDate[];
      /** What to remember for the next question. */
      rememberedDates: IsoDate[];
    }
  | { kind: 'ai'; intents: ChatIntents; dates: []; rememberedDates: [] };

/** How many free dates to offer instead of a busy one. */
export const ALTERNATIVES_OFFERED = 3;

function replyForDate(date: IsoDate, intents: ChatIntents, availability: ChatAvailability): string {
  const info = availability.lookup(date);
  const asksAvailability = intents.availability || (!intents.price && !intents.hours);
  if (asksAvailability) {
    const alternatives = info.status === 'Ocupado' ? availability.nearestFreeDates(date, ALTERNATIVES_OFFERED) : [];
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

/** The local reply to `message`, or `{kind: 'ai'}` when it should go to askAI. */
export function answerLocally(message: string, context: LocalAnswerContext): LocalAnswer {
  const folded = foldChatText(message);
  const intents = detectChatIntents(folded);
  const named = parseChatDates(message, todayInHall(context.now));
  const toAI: LocalAnswer = { kind: 'ai', intents, dates: [], rememberedDates: [] };
  const asksCalendar = intents.availability || intents.price || intents.hours;

  if (named.length === 0) {
    // Extras and general questions about hours are askAI's (it knows the extras and the rules).
    if (!asksCalendar || (intents.extras && !intents.availability)) return toAI;
    if (context.rememberedDates.length === 0) {
      if (intents.availability || intents.price) {
        return { kind: 'local', text: CHAT_TEXTS.askForDate, intents, dates: [], rememberedDates: [] };
      }
      return toAI;
    }
  }
  if (named.length > 0 && intents.extras && !intents.availability) return toAI;

  const dates = named.length > 0 ? named : [...context.rememberedDates];
  const { availability } = context;
  if (availability.loading && availability.ready !== true) {
    return { kind: 'local', text: CHAT_TEXTS.loading, intents, dates, rememberedDates: dates };
  }
  const blocks = dates.map((date) => replyForDate(date, intents, availability));
  const offersAlternatives = blocks.some((block) => block.includes('Las fechas libres más cercanas son:'));
  const text = [...blocks, ...(offersAlternatives ? [CHAT_TEXTS.offerAlternatives] : [])].join('\n\n');
  return { kind: 'local', text, intents, dates, rememberedDates: dates };
}
