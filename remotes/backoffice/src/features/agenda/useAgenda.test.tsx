/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { StoredBudget } from '@salon/domain';
import type { Booking, CalendarSourceIds, HolidayOverrides, RecurringHoliday } from '@salon/firebase/data';
import { useAgenda, type AgendaData } from './useAgenda';

// useLive as the real hook behaves: a new subscription when its deps change (the range, the budgets named).
jest.mock('@salon/firebase', () => {
  const { useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  return {
    useLive<T>(subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => () => void, deps: readonly unknown[] = []) {
      const [state, setState] = useState<{ status: string; value?: T; error?: Error }>({ status: 'loading' });
      useEffect(() => {
        setState({ status: 'loading' });
        return subscribe(
          (value) => setState({ status: 'ready', value }),
          (error) => setState({ status: 'error', error }),
        );
        // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as the real useLive takes them
      }, deps);
      return state;
    },
  };
});
jest.mock('@salon/firebase/data', () => ({}));
jest.mock('@salon/firebase/staff', () => ({}));
jest.mock('@salon/availability', () => ({ googleCalendarConfigFromEnv: () => ({}), listCalendarEvents: jest.fn() }));

// The tests' fixed clock: Tuesday 10 November 2026, noon in the hall.
const NOW = new Date('2026-11-10T12:00:00-03:00');

const ANA: StoredBudget = {
  id: 'p1',
  cliente: 'Ana Pérez',
  telefono: '11 5555-8888',
  fechaEvento: '2026-11-21',
  invitados: 90,
  alquiler: '4hs',
  horasExtra: 0,
  adicionales: {},
  descuento: 0,
  sena: 0,
  notas: '',
  estado: 'confirmado',
  validoHasta: '2026-11-21',
  creadoEn: 0,
  actualizadoEn: 0,
  autor: 'admin@salon.test',
  precios: null,
  anulacion: null,
};

const BOOKINGS: Booking[] = [
  { date: '2026-11-21', kind: 'evento', budgetId: 'p1' },
  { date: '2026-11-26', kind: 'evento', budgetId: 'p2', provisional: true, expiresAt: Date.parse('2026-11-18T00:00:00-03:00') },
  { date: '2026-11-30', kind: 'bloqueo' },
];
const NO_IDS: CalendarSourceIds = { eventsCalendarId: '', visitSlotsCalendarId: '', holidaysCalendarId: '' };
const GOOGLE_CONFIG = { apiKey: '', baseUrl: 'https://calendar.test', fallbackIds: NO_IDS, timeoutMs: 1000 };

const answer =
  <T,>(value: T) =>
  (onData: (value: T) => void) => {
    onData(value);
    return () => undefined;
  };

function data(overrides: Partial<AgendaData> = {}) {
  const asked: Array<[string, string]> = [];
  const budgetsAsked: string[][] = [];
  const sources: AgendaData = {
    watchBookingsBetween: (desde, hasta, onData) => {
      asked.push([desde, hasta]);
      onData(BOOKINGS.filter((booking) => booking.date >= desde && booking.date <= hasta));
      return () => undefined;
    },
    watchBudgetsById: (ids, onData) => {
      budgetsAsked.push([...ids]);
      onData(Object.fromEntries(ids.map((id) => [id, id === 'p1' ? ANA : { ...ANA, id, cliente: 'Familia Gómez', estado: 'reservado' as const }])));
      return () => undefined;
    },
    watchRecurringHolidays: answer<RecurringHoliday[]>([{ monthDay: '11-23', name: 'Día de la Soberanía Nacional' }]),
    watchHolidayOverrides: answer<HolidayOverrides>({ added: [], removed: [] }),
    watchCalendarSourceIds: answer(NO_IDS),
    google: { config: GOOGLE_CONFIG, list: jest.fn() },
    now: () => NOW,
    narrowScreen: () => false,
    ...overrides,
  };
  return { sources, asked, budgetsAsked };
}

it('reads only the range the calendar shows and the budgets its bookings name, then counts each kind', async () => {
  const { sources, asked, budgetsAsked } = data();
  const { result } = renderHook(() => useAgenda(sources));
  expect(result.current.status).toBe('loading');
  expect(result.current.initialView).toBe('dayGridMonth');
  expect(asked).toEqual([]);

  act(() => result.current.showRange('2026-10-26T00:00:00-03:00', '2026-12-07T00:00:00-03:00'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked).toEqual([['2026-10-26', '2026-12-06']]);
  expect(budgetsAsked.at(-1)).toEqual(['p1', 'p2']);
  expect(result.current.events.map((event) => [event.start, event.title])).toEqual([
    ['2026-11-21', 'Ana Pérez · 4 hs'],
    ['2026-11-23', 'Día de la Soberanía Nacional'],
    ['2026-11-26', 'Familia Gómez · vence el mar 17/11'],
    ['2026-11-30', 'Fecha bloqueada'],
  ]);
  expect(result.current.filters.map((filter) => [filter.label, filter.count, filter.shown])).toEqual([
    ['Eventos', 1, true],
    ['Reservas provisorias', 1, true],
    ['Fechas bloqueadas', 1, true],
    ['Feriados', 1, true],
    ['Visitas', 0, true],
  ]);
  expect(result.current.googleFailed).toBe(false);
});

it('hides a kind and shows it again, its count kept', async () => {
  const { sources } = data();
  const { result } = renderHook(() => useAgenda(sources));
  act(() => result.current.showRange('2026-10-26T00:00:00-03:00', '2026-12-07T00:00:00-03:00'));
  await waitFor(() => expect(result.current.status).toBe('ready'));

  act(() => result.current.toggle('provisoria'));
  expect(result.current.events.map((event) => event.kind)).toEqual(['evento', 'feriado', 'bloqueo']);
  expect(result.current.filters[1]).toEqual({ kind: 'provisoria', label: 'Reservas provisorias', count: 1, shown: false });
  act(() => result.current.toggle('provisoria'));
  expect(result.current.events.map((event) => event.kind)).toEqual(['evento', 'feriado', 'provisoria', 'bloqueo']);
});

it('moves to the next range when the calendar does, reading it anew', async () => {
  const { sources, asked } = data();
  const { result } = renderHook(() => useAgenda(sources));
  act(() => result.current.showRange('2026-10-26T00:00:00-03:00', '2026-12-07T00:00:00-03:00'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  act(() => result.current.showRange('2026-11-30T00:00:00-03:00', '2027-01-11T00:00:00-03:00'));
  await waitFor(() => expect(result.current.events.map((event) => event.start)).toEqual(['2026-11-30']));
  expect(asked).toEqual([
    ['2026-10-26', '2026-12-06'],
    ['2026-11-30', '2027-01-10'],
  ]);
});

it('opens as a list on a phone', () => {
  const { sources } = data({ narrowScreen: () => true });
  const { result } = renderHook(() => useAgenda(sources));
  expect(result.current.initialView).toBe('listMonth');
});

it('says so when the bookings cannot be read', async () => {
  const { sources } = data({
    watchBookingsBetween: (_desde, _hasta, _onData, onError) => {
      onError?.(new Error('permission_denied'));
      return () => undefined;
    },
  });
  const { result } = renderHook(() => useAgenda(sources));
  act(() => result.current.showRange('2026-10-26T00:00:00-03:00', '2026-12-07T00:00:00-03:00'));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.events).toEqual([]);
});

it('adds Google’s events, visit slots and holidays of the range when a key is configured, and says when they fail', async () => {
  const list = jest.fn((calendarId: string, query: { timeMin: string; timeMax: string }) => {
    expect(query).toEqual({ timeMin: '2026-10-26T03:00:00.000Z', timeMax: '2026-12-07T03:00:00.000Z' });
    if (calendarId === 'visitas@group') {
      return Promise.resolve([{ id: 'v1', start: { dateTime: '2026-11-11T10:00:00-03:00' }, end: { dateTime: '2026-11-11T12:00:00-03:00' } }]);
    }
    return Promise.reject(new Error('HTTP 403'));
  });
  const ids = { eventsCalendarId: 'eventos@group', visitSlotsCalendarId: '', holidaysCalendarId: '' };
  const { sources } = data({
    google: { config: { ...GOOGLE_CONFIG, apiKey: 'clave', fallbackIds: { ...NO_IDS, visitSlotsCalendarId: 'visitas@group' } }, list },
    watchCalendarSourceIds: answer(ids),
  });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() => useAgenda(sources));
  act(() => result.current.showRange('2026-10-26T00:00:00-03:00', '2026-12-07T00:00:00-03:00'));
  await waitFor(() => expect(result.current.googleFailed).toBe(true));
  expect(list.mock.calls.map(([id]) => id)).toEqual(['eventos@group', 'visitas@group']);
  expect(result.current.events.filter((event) => event.kind === 'visita').map((event) => event.detail)).toEqual(['Turno de visita: 10:00 a 12:00 hs']);
  expect(errors).toHaveBeenCalledWith('Error al leer el calendario de Google para la agenda:', 'HTTP 403');
  errors.mockRestore();
});
