// The shared store: database sources (in memory here; the real ones in the e2e test) plus Google (a local
// fake server in Google's format), merged; failures keep the site usable.
import { startFakeGoogleCalendar, type FakeGoogleCalendar } from '../../../scripts/testing/fakeGoogleCalendar';
import type { GoogleCalendarConfig } from './config';
import { AVAILABILITY_ERRORS, createAvailabilityStore, type AvailabilitySources, type AvailabilityStore } from './store';

// Sunday 22 November 2026, 10:00 in Buenos Aires.
const NOW = new Date('2026-11-22T13:00:00Z');
const PRICES = { a_precio_4hs_11: 300000, b_precio_3hs_11: 230000, a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 };

type Listener = { onData: (value: unknown) => void; onError: (error: Error) => void };

/** In-memory database sources: `set` plays a staff write, `fail` a denied read. */
function memorySources(initial: Partial<Record<keyof AvailabilitySources, unknown>>) {
  const listeners = new Map<string, Set<Listener>>();
  const values = new Map<string, unknown>(Object.entries(initial));
  const watch = (name: keyof AvailabilitySources) => (onData: (value: never) => void, onError: (error: Error) => void) => {
    const listener = { onData: onData as (value: unknown) => void, onError };
    if (!listeners.has(name)) listeners.set(name, new Set());
    listeners.get(name)!.add(listener);
    if (values.has(name)) queueMicrotask(() => listener.onData(values.get(name)));
    return () => listeners.get(name)!.delete(listener);
  };
  const names = ['bookings', 'holidayOverrides', 'recurringHolidays', 'prices', 'weekendDays', 'promotions', 'calendarIds', 'calendarEnd'] as const;
  const sources = Object.fromEntries(names.map((name) => [name, watch(name)])) as unknown as AvailabilitySources;
  return {
    sources,
    set(name: keyof AvailabilitySources, value: unknown) {
      values.set(name, value);
      for (const listener of listeners.get(name) ?? []) listener.onData(value);
    },
    fail(name: keyof AvailabilitySources) {
      for (const listener of listeners.get(name) ?? []) listener.onError(new Error('permission_denied'));
    },
  };
}

const DATABASE = {
  bookings: [{ date: '2026-12-05' }],
  holidayOverrides: { added: [{ date: '2026-12-08', name: 'Inmaculada Concepción' }], removed: ['20261225'] },
  recurringHolidays: [
    { monthDay: '12-25', name: 'Navidad' },
    { monthDay: '1-1', name: 'Año Nuevo' },
  ],
  prices: PRICES,
  weekendDays: [5, 6, 0],
  promotions: [],
  calendarIds: { visitSlotsCalendarId: 'visitas', eventsCalendarId: 'eventos', holidaysCalendarId: '' },
  calendarEnd: '2027-01-15',
};

let google: FakeGoogleCalendar;
let store: AvailabilityStore | undefined;
let consoleError: jest.SpyInstance;
beforeEach(async () => {
  google = await startFakeGoogleCalendar();
  google.setEvents('eventos', [
    { start: { date: '2026-12-12' }, end: { date: '2026-12-13' } },
    { status: 'cancelled', start: { date: '2026-12-19' }, end: { date: '2026-12-20' } },
  ]);
  google.setEvents('visitas', [{ start: { dateTime: '2026-12-02T18:00:00-03:00' }, end: { dateTime: '2026-12-02T20:00:00-03:00' } }]);
  google.setEvents('feriados-ar', [
    { summary: 'Día de la Soberanía Nacional', start: { date: '2026-11-23' }, end: { date: '2026-11-24' } },
    { summary: 'Día del Trabajador', start: { date: '2026-05-01' }, end: { date: '2026-05-02' } },
  ]);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  store?.stop();
  store = undefined;
  consoleError.mockRestore();
  await google.close();
});

const googleConfig = (overrides: Partial<GoogleCalendarConfig> = {}): GoogleCalendarConfig => ({
  apiKey: google.apiKey,
  baseUrl: google.baseUrl,
  fallbackIds: { visitSlotsCalendarId: '', eventsCalendarId: '', holidaysCalendarId: 'feriados-ar' },
  timeoutMs: 1500,
  ...overrides,
});

function makeStore(database = memorySources(DATABASE), config = googleConfig(), databaseTimeoutMs = 1000) {
  store = createAvailabilityStore({ sources: database.sources, google: config, now: () => NOW, databaseTimeoutMs });
  return store;
}

it('merges bookings, Google events, visit slots and all three holiday sources', async () => {
  const availability = makeStore();
  expect(availability.getState()).toMatchObject({ loading: true, ready: false });
  const state = await availability.whenLoaded();
  expect(state).toMatchObject({ loading: false, ready: true, error: null, range: { start: '2026-11-22', end: '2027-01-15' } });
  expect(state.lookup('2026-12-05')).toMatchObject({ status: 'Ocupado', price: 320000, hours: 4 });
  expect(state.lookup('2026-12-12').status).toBe('Ocupado');
  expect(state.lookup('2026-12-19').status).toBe('Libre');
  // Holidays calendar (fallback id), override, recurring (next year), removed recurring.
  expect(state.lookup('2026-11-23')).toMatchObject({ holiday: 'Día de la Soberanía Nacional', hours: 4, price: 300000 });
  expect(state.lookup('2026-12-08').holiday).toBe('Inmaculada Concepción');
  expect(state.lookup('2027-01-01').holiday).toBe('Año Nuevo');
  expect(state.lookup('2026-12-25').holiday).toBeNull();
  expect(state.lookup('2026-12-02').visitSlots).toHaveLength(1);
  expect(state.nearestFreeDates('2026-12-05', 2).map((info) => info.date)).toEqual(['2026-12-04', '2026-12-06']);
  // Events and visit slots from now to the end of the end date; holidays for the current year.
  const queries = Object.fromEntries(google.requests.map((request) => [request.calendarId, request.query]));
  expect(queries.eventos).toMatchObject({ timeMin: NOW.toISOString(), timeMax: '2027-01-16T03:00:00.000Z', singleEvents: 'true', orderBy: 'startTime' });
  expect(queries.visitas).toMatchObject({ timeMin: NOW.toISOString(), timeMax: '2027-01-16T03:00:00.000Z' });
  expect(queries['feriados-ar']).toMatchObject({ timeMin: '2026-01-01T03:00:00.000Z', timeMax: '2027-01-01T03:00:00.000Z' });
});

it('with no API key it never calls Google and works from the database alone', async () => {
  const state = await makeStore(undefined, googleConfig({ apiKey: '' })).whenLoaded();
  expect(google.requests).toEqual([]);
  expect(state).toMatchObject({ ready: true, error: null, googleConfigured: false });
  expect(state.lookup('2026-12-05').status).toBe('Ocupado');
  expect(state.lookup('2026-12-12').status).toBe('Libre');
});

it('a staff booking appears live, without a new load', async () => {
  const database = memorySources(DATABASE);
  const availability = makeStore(database);
  await availability.whenLoaded();
  const seen: string[] = [];
  availability.subscribe(() => seen.push(availability.getState().lookup('2026-12-10').status));
  database.set('bookings', [{ date: '2026-12-05' }, { date: '2026-12-10' }]);
  expect(availability.getState().lookup('2026-12-10').status).toBe('Ocupado');
  expect(seen).toEqual(['Ocupado']);
});

it('the database repeating what the page already shows (a reconnection) redraws nothing', async () => {
  const database = memorySources(DATABASE);
  const availability = makeStore(database);
  const before = await availability.whenLoaded();
  let redraws = 0;
  availability.subscribe(() => (redraws += 1));
  database.set('bookings', [{ date: '2026-12-05' }]);
  database.set('prices', { a_precio_4hs_11: 300000, b_precio_3hs_11: 230000, a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 });
  expect(redraws).toBe(0);
  expect(availability.getState()).toBe(before);
  // A real change still shows at once.
  database.set('prices', { a_precio_4hs_11: 300000, b_precio_3hs_11: 230000, a_precio_4hs_12: 330000, b_precio_3hs_12: 250000 });
  expect(redraws).toBe(1);
  expect(availability.getState().lookup('2026-12-05').price).toBe(330000);
});

describe.each([
  ['403', { kind: 'error', httpStatus: 403 } as const],
  ['500', { kind: 'error', httpStatus: 500 } as const],
  ['a timeout', { kind: 'hang' } as const],
  ['malformed JSON', { kind: 'malformed' } as const],
])('Google failing with %s', (_name, behaviour) => {
  it('ends loading, says so in Spanish, logs it, and still shows what the database knows', async () => {
    google.behave('*', behaviour);
    const state = await makeStore().whenLoaded();
    expect(state).toMatchObject({ loading: false, ready: true, error: AVAILABILITY_ERRORS.google });
    expect(consoleError).toHaveBeenCalledWith('Error al cargar los datos del calendario:', expect.any(String));
    expect(state.lookup('2026-12-05').status).toBe('Ocupado');
    // Without the events calendar a free date cannot be confirmed, but its price is still known.
    expect(state.lookup('2026-12-10')).toMatchObject({ status: 'no-verificable', price: 250000 });
    expect(state.lookup('2026-12-08').holiday).toBe('Inmaculada Concepción');
  });

  it('after a good load, keeps the last good data, and a refresh recovers', async () => {
    const availability = makeStore();
    await availability.whenLoaded();
    google.behave('*', behaviour);
    await availability.refresh();
    expect(availability.getState()).toMatchObject({ loading: false, error: AVAILABILITY_ERRORS.google });
    expect(availability.getState().lookup('2026-12-12').status).toBe('Ocupado');
    expect(availability.getState().lookup('2026-12-10').status).toBe('Libre');
    google.behave('*', { kind: 'ok' });
    google.setEvents('eventos', [{ start: { date: '2026-12-10' }, end: { date: '2026-12-11' } }]);
    await availability.refresh();
    expect(availability.getState()).toMatchObject({ error: null });
    expect(availability.getState().lookup('2026-12-10').status).toBe('Ocupado');
    expect(availability.getState().lookup('2026-12-12').status).toBe('Libre');
  });
});

it('a database that never answers ends loading with a Spanish error; data arriving later clears it', async () => {
  const database = memorySources({});
  const availability = makeStore(database, googleConfig({ apiKey: '' }), 50);
  const state = await availability.whenLoaded();
  expect(state).toMatchObject({ loading: false, ready: false, error: AVAILABILITY_ERRORS.database });
  expect(state.lookup('2026-12-05').status).toBe('no-verificable');
  for (const [name, value] of Object.entries(DATABASE)) database.set(name as keyof AvailabilitySources, value);
  expect(availability.getState()).toMatchObject({ ready: true, error: null });
  expect(availability.getState().lookup('2026-12-05').status).toBe('Ocupado');
});

it('a denied read ends loading with the error and keeps the data it had', async () => {
  const database = memorySources(DATABASE);
  const availability = makeStore(database, googleConfig({ apiKey: '' }));
  await availability.whenLoaded();
  database.fail('bookings');
  expect(availability.getState()).toMatchObject({ loading: false, ready: true, error: AVAILABILITY_ERRORS.database });
  expect(availability.getState().lookup('2026-12-05').status).toBe('Ocupado');
  await availability.refresh();
  expect(availability.getState()).toMatchObject({ error: null, ready: true });
});

it('the end date from the database (default 31 December) bounds the range', async () => {
  const database = memorySources({ ...DATABASE, calendarEnd: null });
  const state = await makeStore(database, googleConfig({ apiKey: '' })).whenLoaded();
  expect(state.range).toEqual({ start: '2026-11-22', end: '2026-12-31' });
  expect(state.lookup('2027-01-01').status).toBe('no-verificable');
});

it('staff pointing the site at another events calendar reads Google again with it', async () => {
  const database = memorySources(DATABASE);
  const availability = makeStore(database);
  await availability.whenLoaded();
  google.setEvents('eventos-nuevos', [{ start: { date: '2026-12-10' }, end: { date: '2026-12-11' } }]);
  database.set('calendarIds', { ...DATABASE.calendarIds, eventsCalendarId: 'eventos-nuevos' });
  expect(availability.getState().loading).toBe(true);
  const state = await availability.whenLoaded();
  expect(state).toMatchObject({ loading: false, error: null });
  expect(state.lookup('2026-12-10').status).toBe('Ocupado');
  expect(state.lookup('2026-12-12').status).toBe('Libre');
  expect(google.requests.map((request) => request.calendarId).sort()).toEqual([
    'eventos',
    'eventos-nuevos',
    'feriados-ar',
    'feriados-ar',
    'visitas',
    'visitas',
  ]);
});

it('a later end date widens the range at once and reads Google up to it', async () => {
  const database = memorySources(DATABASE);
  const availability = makeStore(database);
  await availability.whenLoaded();
  expect(availability.getState().lookup('2027-02-20').status).toBe('no-verificable');
  database.set('calendarEnd', '2027-03-31');
  expect(availability.getState().range).toEqual({ start: '2026-11-22', end: '2027-03-31' });
  const state = await availability.whenLoaded();
  expect(state.lookup('2027-02-20').status).toBe('Libre');
  expect(google.requests.filter((request) => request.calendarId === 'eventos').map((request) => request.query.timeMax)).toEqual([
    '2027-01-16T03:00:00.000Z',
    '2027-04-01T03:00:00.000Z',
  ]);
});

it('loads once however many readers start it or wait for it', async () => {
  const availability = makeStore();
  availability.start();
  availability.start();
  const [first, second] = await Promise.all([availability.whenLoaded(), availability.whenLoaded()]);
  expect(first).toBe(second);
  expect(google.requests.map((request) => request.calendarId).sort()).toEqual(['eventos', 'feriados-ar', 'visitas']);
});

it('after stop, database changes reach no one', async () => {
  const database = memorySources(DATABASE);
  const availability = makeStore(database, googleConfig({ apiKey: '' }));
  const before = await availability.whenLoaded();
  const listener = jest.fn();
  availability.subscribe(listener);
  availability.stop();
  database.set('bookings', [{ date: '2026-12-05' }, { date: '2026-12-10' }]);
  expect(listener).not.toHaveBeenCalled();
  expect(availability.getState()).toBe(before);
  expect(availability.getState().lookup('2026-12-10').status).toBe('Libre');
});
