// Build-time configuration of the Google calendars (shared-libs/build/env.cjs defines these variables in
// the browser bundle). A browser API key for public calendars is configuration, restricted by referrer in
// Google's console; it is never written in the code. With no key, the site works from the database alone.
import { GOOGLE_CALENDAR_API_URL } from './googleCalendar';

export interface GoogleCalendarConfig {
  /** '' = Google is not used. */
  apiKey: string;
  baseUrl: string;
  /** Ids used when config/calendarIDs lacks one ('' = that calendar is not read). */
  fallbackIds: { visitSlotsCalendarId: string; eventsCalendarId: string; holidaysCalendarId: string };
  timeoutMs: number;
}

/** Argentina's public holidays calendar, Google's own. */
export const ARGENTINE_HOLIDAYS_CALENDAR_ID = 'es.ar#holiday@group.v.calendar.google.com';

const env = (value: string | undefined): string => (value ?? '').trim();

export function googleCalendarConfigFromEnv(): GoogleCalendarConfig {
  return {
    apiKey: env(process.env.GOOGLE_CALENDAR_API_KEY),
    baseUrl: env(process.env.GOOGLE_CALENDAR_API_URL) || GOOGLE_CALENDAR_API_URL,
    fallbackIds: {
      visitSlotsCalendarId: env(process.env.GOOGLE_CALENDAR_VISITS_ID),
      eventsCalendarId: env(process.env.GOOGLE_CALENDAR_EVENTS_ID),
      holidaysCalendarId: env(process.env.GOOGLE_CALENDAR_HOLIDAYS_ID) || ARGENTINE_HOLIDAYS_CALENDAR_ID,
    },
    timeoutMs: 10_000,
  };
}
