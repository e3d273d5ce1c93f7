/** @jest-environment jsdom */
// The calculator's model without its page: the date's month and rental, what the availability reports (a
// holiday's rate, a booked date, its part failing), and the month picked without a date.
import { act, renderHook } from '@testing-library/react';
import { useCalculator } from './useCalculator';

jest.mock('@salon/firebase', () => {
  const answer = (value: unknown) => (onData: (value: unknown) => void) => {
    onData(value);
    return () => undefined;
  };
  return {
    useLive: jest.requireActual('@salon/firebase/testing').useLiveStub,
    watchPrices: answer({ a_precio_4hs_12: 500000, b_precio_3hs_12: 380000, c_hora_extra_finde_12: 60000, d_hora_extra_semana_12: 45000 }),
    watchWeekendDays: answer([5, 6, 0]),
    watchPromotions: answer([]),
    watchCompanyName: answer('Salón Las Palmas'),
  };
});
// The watchers (@salon/firebase/data) are the mock's above: useLive and the data they answer with.
jest.mock('@salon/firebase/data', () => jest.requireMock('@salon/firebase'));

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') }));
afterEach(() => jest.useRealTimers());

it('starts on the hall’s month with no date and nothing to quote', () => {
  const { result } = renderHook(() => useCalculator());
  expect(result.current.today).toBe('2026-11-10');
  expect(result.current.startYear).toBe(2026);
  expect(result.current.state.when).toBe('Noviembre 2026 (sin fecha elegida)');
  expect(result.current.state.total).toBe('$ 0');
  expect(result.current.state.send).toEqual({ ok: false, reason: 'Elegí al menos una opción para enviarnos la cotización.' });
});

it('gives a weekday its 3-hour rental and weekday extra hours; a holiday reported by the availability its own rate', () => {
  const { result } = renderHook(() => useCalculator());
  // Tuesday 8 December 2026.
  act(() => result.current.chooseDate('2026-12-08'));
  expect(result.current.state.rental).toBe('3hs');
  expect(result.current.extraHourField).toBe('d_hora_extra_semana_');
  expect(result.current.monthPrices?.b_precio_3hs_).toBe(380000);
  // Until the availability answers, the quote waits.
  expect(result.current.state.send).toEqual({ ok: false, reason: 'Esperá un momento: estamos viendo si la fecha está libre.' });
  act(() => result.current.onReport({ date: '2026-12-08', kind: 'free', holiday: 'Inmaculada Concepción' }));
  expect(result.current.state.priceType).toBe('feriado');
  expect(result.current.state.rentalOptions).toEqual(['4hs']);
  expect(result.current.state.rental).toBe('4hs');
  expect(result.current.extraHourField).toBe('c_hora_extra_finde_');
  expect(result.current.state.when).toBe('Martes 8 de diciembre de 2026 — feriado: Inmaculada Concepción');
  expect(result.current.state.total).toBe('$ 500.000');
  expect(result.current.state.send.ok).toBe(true);
});

it('quotes without the availability once its part has failed', () => {
  const { result } = renderHook(() => useCalculator());
  act(() => result.current.chooseDate('2026-12-12'));
  act(() => result.current.onDown());
  act(() => result.current.setExtraHoursText('2'));
  expect(result.current.state.total).toBe('$ 620.000');
  expect(result.current.state.send.ok).toBe(true);
});

it('clears the date when a month is picked, and keeps the quantities as typed', () => {
  const { result } = renderHook(() => useCalculator());
  act(() => result.current.chooseDate('2026-12-12'));
  act(() => result.current.setExtraText('camarera', 'dos'));
  expect(result.current.state.quantityErrors).toEqual({ camarera: 'Escribí la cantidad con números (por ejemplo 2).' });
  act(() => result.current.chooseMonth(13));
  expect(result.current.dateText).toBe('');
  expect(result.current.state.date).toBeNull();
  expect(result.current.state.when).toBe('Enero 2027 (sin fecha elegida)');
  expect(result.current.extraTexts.camarera).toBe('dos');
});

it('keeps its functions the same while quantities change, so the memoized date block and fields are not redrawn', () => {
  const { result } = renderHook(() => useCalculator());
  act(() => result.current.chooseMonth(12));
  const before = result.current;
  act(() => result.current.setExtraHoursText('2'));
  act(() => result.current.extraSetters.camarera('1'));
  expect(result.current.state.total).toBe('$ 120.000');
  for (const name of ['chooseDate', 'chooseMonth', 'onReport', 'onDown', 'setExtraHoursText', 'setRental'] as const) {
    expect(result.current[name]).toBe(before[name]);
  }
  expect(result.current.extraSetters).toBe(before.extraSetters);
});
