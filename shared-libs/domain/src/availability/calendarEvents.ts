// Google Calendar events (API v3 wire shape) → the hall dates they cover. All-day events end the day
// before their `end.date` (Google's end is exclusive); timed events cover every hall date they touch; an
// event over several days blocks each one; a cancelled event covers nothing.
import { isValidIsoDate, type IsoDate } from '../dates/dates';
import { dayNumberOf, isoDateOfDayNumber } from '../dates/dayNumbers';
import { hallDateOfInstant, hallDayNumberOfInstant, hallTimeOfInstant, instantOfDateTime } from '../dates/hallTime';

/** An event's start or end, as Google sends it: `date` for all-day events, `dateTime` for timed ones. */
export interface CalendarEventTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

/** The fields of a Google Calendar event the site reads (the `items` of an events list). */
export interface CalendarEventItem {
  id?: string;
  status?: string;
  summary?: string;
  start?: CalendarEventTime;
  end?: CalendarEventTime;
}

/**
 * The first and last hall day an event covers, both included, as day numbers (see dayNumbers.ts); null
 * when cancelled or unreadable.
 */
export function eventDayNumbers(event: CalendarEventItem): [first: number, last: number] | null {
  if (event.status === 'cancelled' || !event.start) return null;
  const { date: startDate, dateTime: startDateTime } = event.start;
  if (startDate !== undefined) {
    const first = dayNumberOf(startDate);
    if (first === null) return null;
    const end = event.end?.date === undefined ? null : dayNumberOf(event.end.date);
    // Google's all-day end is exclusive; a missing or non-increasing end still blocks its start day.
    return [first, end !== null && end > first ? end - 1 : first];
  }
  if (startDateTime === undefined) return null;
  const startMs = instantOfDateTime(startDateTime);
  if (startMs === null) return null;
  const endMs = event.end?.dateTime !== undefined ? instantOfDateTime(event.end.dateTime) : null;
  const first = hallDayNumberOfInstant(startMs);
  // An event ending exactly at midnight does not take the next day.
  const last = endMs !== null && endMs > startMs ? hallDayNumberOfInstant(endMs - 1) : first;
  return [first, last < first ? first : last];
}

/** The first and last hall date an event covers, both included; null when cancelled or unreadable. */
export function eventDaySpan(event: CalendarEventItem): { first: IsoDate; last: IsoDate } | null {
  const span = eventDayNumbers(event);
  return span && { first: isoDateOfDayNumber(span[0]), last: isoDateOfDayNumber(span[1]) };
}

/** A visit slot: start and end as the calendar gave them (`dateTime`, or `date` for an all-day slot). */
export interface VisitSlot {
  start: string;
  end: string;
}

/** The slot of a visit-calendar event, or null when cancelled or unreadable. */
export function visitSlotOf(event: CalendarEventItem): VisitSlot | null {
  const span = eventDaySpan(event);
  if (!span || !event.start) return null;
  const start = event.start.dateTime ?? event.start.date ?? '';
  const end = event.end?.dateTime ?? event.end?.date ?? start;
  return { start, end };
}

/** The hall date a slot starts on. */
export function visitSlotDate(slot: VisitSlot): IsoDate | null {
  if (isValidIsoDate(slot.start)) return slot.start;
  const ms = instantOfDateTime(slot.start);
  return ms === null ? null : hallDateOfInstant(ms);
}

/** "10:00 a 12:00 hs" on the hall's clock; "todo el día" for an all-day slot. */
export function formatVisitSlotHours(slot: VisitSlot): string {
  const start = instantOfDateTime(slot.start);
  if (start === null) return 'todo el día';
  const end = instantOfDateTime(slot.end);
  return end === null || end <= start ? `desde las ${hallTimeOfInstant(start)} hs` : `${hallTimeOfInstant(start)} a ${hallTimeOfInstant(end)} hs`;
}
