// The page's one availability: live database sources (bookings, holidays, prices, weekend days, promotions,
// calendar ids, end date) plus the Google calendars, merged into one index that the calendar, the chat and the
// calculator read. A tiny store with subscribe, so React and non-React code share one load.
import {
  addDays,
  buildAvailabilityIndex,
  lookupDate,
  nearestFreeDates,
  resolveCalendarEndDate,
  sameData,
  startOfHallDay,
  todayInHall,
  type AvailabilityIndex,
  type CalendarEventItem,
  type DateInfo,
  type HolidayOverrideEntries,
  type IsoDate,
  type Promotion,
  type RecurringHolidayEntry,
} from '@salon/domain';
import type { GoogleCalendarConfig } from './config';
import { listCalendarEvents } from './googleCalendar';

export type Unsubscribe = () => void;
type Watch<T> = (onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe;

/** The database sources, as the typed data layer offers them (tests pass in-memory ones). */
export interface AvailabilitySources {
  bookings: Watch<ReadonlyArray<{ date: IsoDate; provisional?: boolean }>>;
  holidayOverrides: Watch<HolidayOverrideEntries>;
  recurringHolidays: Watch<ReadonlyArray<RecurringHolidayEntry>>;
  prices: Watch<unknown>;
  weekendDays: Watch<ReadonlyArray<number>>;
  /** promociones as read: they lower the price of the dates they cover. */
  promotions: Watch<ReadonlyArray<Promotion>>;
  calendarIds: Watch<{ visitSlotsCalendarId: string; eventsCalendarId: string; holidaysCalendarId: string }>;
  calendarEnd: Watch<unknown>;
}

type SourceName = keyof AvailabilitySources;
const SOURCE_NAMES: SourceName[] = ['bookings', 'holidayOverrides', 'recurringHolidays', 'prices', 'weekendDays', 'promotions', 'calendarIds', 'calendarEnd'];
type SourceValues = { [K in SourceName]?: Parameters<Parameters<AvailabilitySources[K]>[0]>[0] };

export interface AvailabilityState {
  /** True until the current fetch ends (also after errors it becomes false). */
  loading: boolean;
  /** Spanish message when the last load failed (the last good data is kept). */
  error: string | null;
  /** The first load ended with data: the database answered and, when configured, Google was asked. */
  ready: boolean;
  /** The dates the availability covers: today in the hall to the calendar's end date. */
  range: { start: IsoDate; end: IsoDate };
  lookup(date: IsoDate): DateInfo;
  nearestFreeDates(date: IsoDate, count?: number): DateInfo[];
  /** The merged index (for lists: busyDates, holidaysInRange, visitSlotsInRange of @salon/domain). */
  index: AvailabilityIndex;
  /** Google calendars are configured (an API key exists). */
  googleConfigured: boolean;
}

export interface AvailabilityStore {
  getState(): AvailabilityState;
  subscribe(listener: () => void): Unsubscribe;
  /** Starts loading if idle (idempotent). */
  start(): void;
  /** Fetches Google again (and the database, if it failed); resolves when that load ends. */
  refresh(): Promise<void>;
  /** Resolves when the current load ends (starts one if idle). */
  whenLoaded(): Promise<AvailabilityState>;
  /** Stops every subscription (tests). */
  stop(): void;
}

export interface AvailabilityStoreOptions {
  sources: AvailabilitySources;
  google: GoogleCalendarConfig;
  now?: () => Date;
  fetch?: typeof fetch;
  /** How long to wait for the database's first answer before saying it could not be loaded. */
  databaseTimeoutMs?: number;
}

/** Spanish messages for visitors (the calendar shows them; the chat may too). */
export const AVAILABILITY_ERRORS = {
  database: 'No pudimos cargar las fechas del calendario. Probá de nuevo en unos minutos.',
  google:
    'No pudimos consultar el calendario en línea: mostramos las fechas ocupadas que conocemos, pero no podemos confirmar las libres. Consultanos por WhatsApp.',
} as const;

const LOAD_ERROR_LOG = 'Error al cargar los datos del calendario:';

interface GoogleData {
  events: CalendarEventItem[];
  visitSlots: CalendarEventItem[];
  holidays: CalendarEventItem[];
}

export function createAvailabilityStore(options: AvailabilityStoreOptions): AvailabilityStore {
  const now = options.now ?? (() => new Date());
  const googleConfigured = options.google.apiKey !== '';
  const listeners = new Set<() => void>();
  const values: SourceValues = {};
  const unsubscribers: Unsubscribe[] = [];
  let started = false;
  let databaseError = false;
  let databaseTimer: ReturnType<typeof setTimeout> | undefined;
  let google: Partial<GoogleData> = {};
  /** The events calendar was read at least once: its (last good) events make 'Libre' verified. */
  let eventsEverRead = false;
  let googleError = false;
  /** The first Google read ended (well or not): until then 'Libre' would be said too early. */
  let googleSettled = false;
  let googleInFlight: Promise<void> | null = null;
  let googleGeneration = 0;
  let lastGoogleKey = '';
  let waiters: Array<(state: AvailabilityState) => void> = [];

  const databaseReady = () => SOURCE_NAMES.every((name) => name in values);

  function resolvedEnd(): IsoDate {
    return resolveCalendarEndDate(values.calendarEnd ?? null, now()).endDate;
  }

  function effectiveIds() {
    const stored = values.calendarIds ?? { visitSlotsCalendarId: '', eventsCalendarId: '', holidaysCalendarId: '' };
    const fallback = options.google.fallbackIds;
    return {
      visitSlotsCalendarId: stored.visitSlotsCalendarId || fallback.visitSlotsCalendarId,
      eventsCalendarId: stored.eventsCalendarId || fallback.eventsCalendarId,
      holidaysCalendarId: stored.holidaysCalendarId || fallback.holidaysCalendarId,
    };
  }

  function buildState(): AvailabilityState {
    const ready = databaseReady() && (!googleConfigured || googleSettled);
    const eventsVerified = !googleConfigured || !effectiveIds().eventsCalendarId || eventsEverRead;
    const index = buildAvailabilityIndex({
      now: now(),
      // Before the database answers there is no range: every date is 'no-verificable'.
      endDate: databaseReady() ? resolvedEnd() : addDays(todayInHall(now()), -1),
      bookings: values.bookings,
      events: google.events,
      visitSlots: google.visitSlots,
      holidayEvents: google.holidays,
      recurringHolidays: values.recurringHolidays,
      holidayOverrides: values.holidayOverrides,
      rawPrices: values.prices,
      weekendDays: values.weekendDays,
      promotions: values.promotions,
      eventsVerified,
    });
    const loading = (!ready && !databaseError) || googleInFlight !== null;
    const error = databaseError ? AVAILABILITY_ERRORS.database : googleError ? AVAILABILITY_ERRORS.google : null;
    return {
      loading,
      error,
      ready,
      range: { start: index.start, end: index.end },
      lookup: (date) => lookupDate(index, date),
      nearestFreeDates: (date, count) => nearestFreeDates(index, date, count),
      index,
      googleConfigured,
    };
  }

  let state = buildState();

  function update(): void {
    state = buildState();
    if (!state.loading && waiters.length > 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve(state);
    }
    for (const listener of [...listeners]) listener();
  }

  function reportFailure(detail: unknown): void {
    console.error(LOAD_ERROR_LOG, detail instanceof Error ? detail.message : detail);
  }

  function fetchGoogle(): Promise<void> {
    if (!googleConfigured || !databaseReady()) return Promise.resolve();
    if (googleInFlight) return googleInFlight;
    const generation = ++googleGeneration;
    const ids = effectiveIds();
    const today = todayInHall(now());
    const end = resolvedEnd();
    const year = today.slice(0, 4);
    const client = { apiKey: options.google.apiKey, baseUrl: options.google.baseUrl, timeoutMs: options.google.timeoutMs, fetch: options.fetch };
    const upcoming = { timeMin: now().toISOString(), timeMax: new Date(startOfHallDay(addDays(end, 1))).toISOString() };
    const thisYear = {
      timeMin: new Date(startOfHallDay(`${year}-01-01`)).toISOString(),
      timeMax: new Date(startOfHallDay(`${Number(year) + 1}-01-01`)).toISOString(),
    };
    lastGoogleKey = JSON.stringify([ids, end]);
    const read = (id: string, query: typeof upcoming) => (id ? listCalendarEvents(id, query, client) : Promise.resolve([]));
    googleInFlight = Promise.allSettled([
      read(ids.eventsCalendarId, upcoming),
      read(ids.visitSlotsCalendarId, upcoming),
      read(ids.holidaysCalendarId, thisYear),
    ]).then(([events, visitSlots, holidays]) => {
      if (generation !== googleGeneration) return;
      googleInFlight = null;
      googleSettled = true;
      const next = { ...google };
      const failures: unknown[] = [];
      // A calendar that failed keeps what it had: the site shows the last good data.
      if (events.status === 'fulfilled') {
        next.events = events.value;
        eventsEverRead = true;
      } else failures.push(events.reason);
      if (visitSlots.status === 'fulfilled') next.visitSlots = visitSlots.value;
      else failures.push(visitSlots.reason);
      if (holidays.status === 'fulfilled') next.holidays = holidays.value;
      else failures.push(holidays.reason);
      google = next;
      googleError = failures.length > 0;
      for (const failure of failures) reportFailure(failure);
      update();
      // Staff changed the calendar ids or the end date meanwhile: read again with the new ones.
      if (JSON.stringify([effectiveIds(), resolvedEnd()]) !== lastGoogleKey) void fetchGoogle();
    });
    update();
    return googleInFlight;
  }

  function subscribeDatabase(): void {
    databaseError = false;
    for (const name of SOURCE_NAMES) {
      const watch = options.sources[name] as Watch<unknown>;
      unsubscribers.push(
        watch(
          (value) => {
            // The database confirming what the store already has (the page's snapshot, or a reconnection):
            // nothing to rebuild or re-render.
            if (!databaseError && Object.prototype.hasOwnProperty.call(values, name) && sameData((values as Record<string, unknown>)[name], value)) return;
            const wasReady = databaseReady();
            (values as Record<string, unknown>)[name] = value;
            if (databaseReady()) {
              clearTimeout(databaseTimer);
              databaseError = false;
            }
            // The first full answer, or a change of calendar ids / end date, reads Google again.
            if (!wasReady && databaseReady()) void fetchGoogle();
            else if (wasReady && (name === 'calendarIds' || name === 'calendarEnd') && JSON.stringify([effectiveIds(), resolvedEnd()]) !== lastGoogleKey) {
              void fetchGoogle();
            }
            update();
          },
          (error) => {
            reportFailure(error);
            databaseError = true;
            update();
          },
        ),
      );
    }
    clearTimeout(databaseTimer);
    databaseTimer = setTimeout(() => {
      if (databaseReady()) return;
      reportFailure(new Error('la base de datos no respondió a tiempo'));
      databaseError = true;
      update();
    }, options.databaseTimeoutMs ?? 15_000);
  }

  function unsubscribeDatabase(): void {
    clearTimeout(databaseTimer);
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  }

  function start(): void {
    if (started) return;
    started = true;
    subscribeDatabase();
    update();
  }

  function whenLoaded(): Promise<AvailabilityState> {
    start();
    if (!state.loading) return Promise.resolve(state);
    return new Promise((resolve) => waiters.push(resolve));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    async refresh() {
      if (!started) start();
      else if (databaseError || !databaseReady()) {
        // Subscribe again: a denied or timed-out read gets a fresh try.
        unsubscribeDatabase();
        subscribeDatabase();
        update();
      } else {
        // A new day may have begun: rebuild the range, then read Google again.
        update();
        await fetchGoogle();
      }
      await whenLoaded();
    },
    whenLoaded,
    stop() {
      unsubscribeDatabase();
      started = false;
      googleGeneration += 1;
      googleInFlight = null;
      listeners.clear();
    },
  };
}
