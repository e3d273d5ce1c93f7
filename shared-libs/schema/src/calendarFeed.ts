// The secret address of the calendar feed (docs/storage-contract.md: secretos/calendario). The calendarFeed
// function serves the iCalendar feed only to a request that names this token; an admin makes a new one from
// /admin and the old address stops working at once. Only admins read or write it (and the function, with
// the admin SDK).
import { number, pipe, regex, strictObject, string, type InferOutput } from 'valibot';

/** 32 random bytes in base64url, without padding: 43 characters of letters, digits, - and _. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const CALENDAR_FEED_TOKEN_LENGTH = 43;

const TOKEN_MESSAGE = 'debe ser una clave de 43 caracteres (letras, números, - o _).';

/** secretos/calendario */
export const calendarFeedSecretSchema = strictObject({
  token: pipe(string(TOKEN_MESSAGE), regex(CALENDAR_FEED_TOKEN, TOKEN_MESSAGE)),
  /** ms, server time of the write (`now` in the rules). */
  creadoEn: number(),
});

export type CalendarFeedSecretShape = InferOutput<typeof calendarFeedSecretSchema>;
