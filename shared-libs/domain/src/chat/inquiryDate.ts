// The chat offers the inquiry form when a message asks to book one date ("quiero reservar el 12 de diciembre").
import { parseChatDates } from './parseDates';
import { foldChatText } from './text';
import type { IsoDate } from '../dates/dates';

const BOOKING = /\b(reserv\w*|senar|senamos|senarla|quiero|queremos|quisiera|quisieramos|consultar)\b/;

/** The one date a message asks to book, or null (no booking words, no date, or several dates). */
export function inquiryDateFromChat(message: string, today: IsoDate): IsoDate | null {
  if (!BOOKING.test(foldChatText(message))) return null;
  const dates = parseChatDates(message, today);
  return dates.length === 1 && dates[0]! >= today ? dates[0]! : null;
}
