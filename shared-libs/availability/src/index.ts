// @salon/availability: one availability for the whole page (calendar, chat, calculator). A federation
// shared singleton, so every remote reads the same store and the page loads the data once.
import { startTransition, useEffect, useState } from 'react';
import {
  watchBookings,
  watchCalendarEndDate,
  watchCalendarSourceIds,
  watchHolidayOverrides,
  watchPrices,
  watchPromotions,
  watchRecurringHolidays,
  watchWeekendDays,
} from '@salon/firebase/data';
import { googleCalendarConfigFromEnv } from './config';
import { createAvailabilityStore, type AvailabilityState, type AvailabilityStore } from './store';

export { createAvailabilityStore, AVAILABILITY_ERRORS } from './store';
export type { AvailabilityState, AvailabilityStore, AvailabilitySources, AvailabilityStoreOptions } from './store';
export { listCalendarEvents, GoogleCalendarError, GOOGLE_CALENDAR_API_URL } from './googleCalendar';
export type { GoogleCalendarClientOptions, GoogleCalendarFailure, EventsQuery } from './googleCalendar';
export { googleCalendarConfigFromEnv, ARGENTINE_HOLIDAYS_CALENDAR_ID, type GoogleCalendarConfig } from './config';
export type { DateInfo, AvailabilityStatus } from '@salon/domain';

let pageStore: AvailabilityStore | null = null;

/** The page's one store, wired to the database through @salon/firebase and to Google by configuration. */
export function availabilityStore(): AvailabilityStore {
  pageStore ??= createAvailabilityStore({
    sources: {
      bookings: watchBookings,
      holidayOverrides: watchHolidayOverrides,
      recurringHolidays: watchRecurringHolidays,
      prices: watchPrices,
      weekendDays: watchWeekendDays,
      promotions: watchPromotions,
      calendarIds: watchCalendarSourceIds,
      calendarEnd: watchCalendarEndDate,
    },
    google: googleCalendarConfigFromEnv(),
  });
  return pageStore;
}

const subscribe = (listener: () => void) => availabilityStore().subscribe(listener);
const snapshot = () => availabilityStore().getState();

/** Current snapshot, non-React (starts loading if idle). */
export function getAvailability(): AvailabilityState {
  availabilityStore().start();
  return availabilityStore().getState();
}

/** Resolves when the current load ends. */
export function whenAvailabilityLoaded(): Promise<AvailabilityState> {
  return availabilityStore().whenLoaded();
}

/** Fetches again on demand; resolves when that load ends. */
export function refreshAvailability(): Promise<void> {
  return availabilityStore().refresh();
}

/**
 * React: the page's availability, re-rendering on every change (starts loading on first use). A change is
 * drawn as a transition, which React cuts into short tasks: a season's dates arriving redraw the whole month,
 * and as one synchronous render that kept a phone from answering a tap (docs/performance.md).
 */
export function useAvailability(): AvailabilityState & { refresh(): Promise<void> } {
  const [state, setState] = useState(snapshot);
  useEffect(() => {
    const update = () => startTransition(() => setState(snapshot()));
    const unsubscribe = subscribe(update);
    update(); // whatever changed between the first render and this subscription
    availabilityStore().start();
    return unsubscribe;
  }, []);
  return { ...state, refresh: refreshAvailability };
}
