// The Google calendars of the range the agenda shows (events, visit slots, holidays), read once per range when a
// Google API key is configured (shared-libs/availability/README.md). The page's availability reads from today
// on; the agenda also goes back, so it asks for exactly the dates it shows.
import { useEffect, useState } from 'react';
import { addDays, startOfHallDay, type CalendarEventItem, type IsoDate } from '@salon/domain';
import type { EventsQuery, GoogleCalendarClientOptions, GoogleCalendarConfig } from '@salon/availability';
import type { CalendarSourceIds } from '@salon/firebase/data';

export interface GoogleSources {
  config: GoogleCalendarConfig;
  list: (calendarId: string, query: EventsQuery, client: GoogleCalendarClientOptions) => Promise<CalendarEventItem[]>;
}

export interface GoogleItems {
  events: CalendarEventItem[];
  visitSlots: CalendarEventItem[];
  holidays: CalendarEventItem[];
}

/** 'off': no key configured (the agenda shows the database alone). 'error': a calendar could not be read. */
export type GoogleRange = { status: 'off' } | { status: 'loading' } | ({ status: 'ready' | 'error' } & GoogleItems);

/** `stored` ids (config/calendarIDs) over the build's fallbacks, as the availability takes them. */
function effectiveIds(stored: CalendarSourceIds, fallback: CalendarSourceIds): CalendarSourceIds {
  return {
    eventsCalendarId: stored.eventsCalendarId || fallback.eventsCalendarId,
    visitSlotsCalendarId: stored.visitSlotsCalendarId || fallback.visitSlotsCalendarId,
    holidaysCalendarId: stored.holidaysCalendarId || fallback.holidaysCalendarId,
  };
}

export function useGoogleRange(google: GoogleSources, range: { desde: IsoDate; hasta: IsoDate } | null, stored: CalendarSourceIds | null): GoogleRange {
  const configured = google.config.apiKey !== '';
  const ids = stored ? effectiveIds(stored, google.config.fallbackIds) : null;
  const key = configured && range && ids ? JSON.stringify([range.desde, range.hasta, ids]) : '';
  // What the last read answered, with the range and ids it was for: another key is still loading.
  const [answer, setAnswer] = useState<{ key: string; status: 'ready' | 'error'; items: GoogleItems } | null>(null);

  useEffect(() => {
    if (!key) return;
    // The key holds the range and the ids it was made of.
    const [desde, hasta, ids] = JSON.parse(key) as [IsoDate, IsoDate, CalendarSourceIds];
    let current = true;
    const { config, list } = google;
    const query = { timeMin: new Date(startOfHallDay(desde)).toISOString(), timeMax: new Date(startOfHallDay(addDays(hasta, 1))).toISOString() };
    const client = { apiKey: config.apiKey, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs };
    const read = (id: string) => (id ? list(id, query, client) : Promise.resolve([]));
    void Promise.allSettled([read(ids.eventsCalendarId), read(ids.visitSlotsCalendarId), read(ids.holidaysCalendarId)]).then(
      ([events, visitSlots, holidays]) => {
        if (!current) return;
        const failed = [events, visitSlots, holidays].filter((result) => result.status === 'rejected');
        for (const failure of failed) console.error('Error al leer el calendario de Google para la agenda:', (failure.reason as Error).message);
        const value = (result: PromiseSettledResult<CalendarEventItem[]>) => (result.status === 'fulfilled' ? result.value : []);
        setAnswer({
          key,
          status: failed.length > 0 ? 'error' : 'ready',
          items: { events: value(events), visitSlots: value(visitSlots), holidays: value(holidays) },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [key, google]);

  if (!configured) return { status: 'off' };
  if (!key || answer?.key !== key) return { status: 'loading' };
  return { status: answer.status, ...answer.items };
}
