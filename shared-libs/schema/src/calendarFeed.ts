// The secret address of the calendar feed (docs/storage-contract.md: secretos/calendario). The calendarFeed
// function serves the iCalendar feed only to a request that names this token; an admin makes a new one from
// /admin and the old address stops working at once. Only admins read or write it (and the function, with
// the admin SDK).
import { number, strictObject, type InferOutput } from 'valibot';
import { secretToken } from './build';
import { SECRET_TOKEN } from './limits';

export const CALENDAR_FEED_TOKEN = SECRET_TOKEN;

/** secretos/calendario */
export const calendarFeedSecretSchema = strictObject({
  token: secretToken(),
  /** ms, server time of the write (`now` in the rules). */
  creadoEn: number(),
});

export type CalendarFeedSecretShape = InferOutput<typeof calendarFeedSecretSchema>;
