/** @jest-environment jsdom */
// useAvailability as the calendar, the chat and the calculator read it: one store for the page, started by the
// first component that reads it, every reader redrawn when the database changes. No Google key here: the
// database alone. The hall's clock is Tuesday 10 November 2026.
import { act, render, screen } from '@testing-library/react';
import { useAvailability } from './index';

// The database's live values: `mockDatabase.set` plays a staff write.
const mockDatabase = (() => {
  const values: Record<string, unknown> = {
    bookings: [{ date: '2026-12-05' }],
    holidayOverrides: { added: [], removed: [] },
    recurringHolidays: [{ monthDay: '12-25', name: 'Navidad' }],
    prices: { a_precio_4hs_12: 320000, b_precio_3hs_12: 250000 },
    weekendDays: [5, 6, 0],
    promotions: [],
    calendarIds: { visitSlotsCalendarId: '', eventsCalendarId: '', holidaysCalendarId: '' },
    calendarEnd: '2027-01-15',
  };
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const subscriptions: string[] = [];
  const watch = (name: string) => (onData: (value: unknown) => void) => {
    subscriptions.push(name);
    if (!listeners.has(name)) listeners.set(name, new Set());
    listeners.get(name)!.add(onData);
    onData(values[name]);
    return () => listeners.get(name)!.delete(onData);
  };
  return {
    watch,
    subscriptions,
    set(name: string, value: unknown) {
      values[name] = value;
      for (const listener of listeners.get(name) ?? []) listener(value);
    },
  };
})();
jest.mock('@salon/firebase/data', () => ({
  watchBookings: (onData: (value: unknown) => void) => mockDatabase.watch('bookings')(onData),
  watchHolidayOverrides: (onData: (value: unknown) => void) => mockDatabase.watch('holidayOverrides')(onData),
  watchRecurringHolidays: (onData: (value: unknown) => void) => mockDatabase.watch('recurringHolidays')(onData),
  watchPrices: (onData: (value: unknown) => void) => mockDatabase.watch('prices')(onData),
  watchWeekendDays: (onData: (value: unknown) => void) => mockDatabase.watch('weekendDays')(onData),
  watchPromotions: (onData: (value: unknown) => void) => mockDatabase.watch('promotions')(onData),
  watchCalendarSourceIds: (onData: (value: unknown) => void) => mockDatabase.watch('calendarIds')(onData),
  watchCalendarEndDate: (onData: (value: unknown) => void) => mockDatabase.watch('calendarEnd')(onData),
}));

beforeAll(() => {
  delete process.env.GOOGLE_CALENDAR_API_KEY;
  jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00'), doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterAll(() => jest.useRealTimers());

function DateLine({ date }: { date: string }) {
  const availability = useAvailability();
  const info = availability.lookup(date);
  return <p data-testid={date}>{availability.ready ? `${info.status} ${info.price ?? 'sin precio'}${info.holiday ? ` ${info.holiday}` : ''}` : 'Cargando'}</p>;
}

it('gives every reader the same dates, loads them once and redraws them on a staff write', () => {
  render(
    <>
      <DateLine date="2026-12-05" />
      <DateLine date="2026-12-10" />
      <DateLine date="2026-12-25" />
    </>,
  );
  expect(screen.getByTestId('2026-12-05').textContent).toBe('Ocupado 320000');
  expect(screen.getByTestId('2026-12-10').textContent).toBe('Libre 250000');
  expect(screen.getByTestId('2026-12-25').textContent).toBe('Libre 320000 Navidad');
  // One subscription per source for the whole page.
  expect([...mockDatabase.subscriptions].sort()).toEqual([
    'bookings',
    'calendarEnd',
    'calendarIds',
    'holidayOverrides',
    'prices',
    'promotions',
    'recurringHolidays',
    'weekendDays',
  ]);
  act(() => mockDatabase.set('bookings', [{ date: '2026-12-05' }, { date: '2026-12-10' }]));
  expect(screen.getByTestId('2026-12-10').textContent).toBe('Ocupado 250000');
  expect(screen.getByTestId('2026-12-05').textContent).toBe('Ocupado 320000');
});
