/** @jest-environment jsdom */
// The budget list's model on an in-memory database: one query a filter, the newest first, a page at a time, the
// search read further, and the sum of what is shown. The hall's clock: Tuesday 10 November 2026.
import { act, renderHook } from '@testing-library/react';
import { listBackend, resetListBackend, storedBudget } from './__fixtures__/budgetListBackend';
import { useBudgetList } from './useBudgetList';

jest.mock('@salon/firebase', () => ({ useLive: jest.requireActual('@salon/firebase/testing').useLiveStub }));
jest.mock('@salon/firebase/staff', () => jest.requireActual('./__fixtures__/budgetListBackend').staffMock());
jest.mock('@salon/firebase/data', () => ({
  watchPrices: (onData: (value: unknown) => void) => (onData(null), () => undefined),
  watchBookings: (onData: (value: unknown) => void) => (onData([]), () => undefined),
}));

const names = (result: { current: ReturnType<typeof useBudgetList> }) => result.current.found.map((budget) => budget.cliente);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') });
  // 45 budgets made a day apart; number 10 held, number 3 stored with the old 'enviado', number 5 for January,
  // Gómez among the oldest.
  resetListBackend(
    Array.from({ length: 45 }, (_, i) =>
      storedBudget(
        i + 1,
        i + 1 === 10
          ? { estado: 'reservado' }
          : i + 1 === 3
            ? { estado: 'enviado' }
            : i + 1 === 5
              ? { fechaEvento: '2027-01-15' }
              : i + 1 === 2
                ? { cliente: 'Rocío Gómez' }
                : {},
      ),
    ),
  );
});

afterEach(() => jest.useRealTimers());

it('lists the newest budgets first, 20 at a time with «Ver más»', () => {
  const { result } = renderHook(() => useBudgetList());
  expect(listBackend.reads).toEqual([{ query: { by: 'creadoEn' }, size: 20 }]);
  expect(names(result).slice(0, 3)).toEqual(['Cliente 45', 'Cliente 44', 'Cliente 43']);
  expect(result.current.found).toHaveLength(20);
  expect(result.current.canShowMore).toBe(true);
  expect(result.current.sum).toEqual({ total: 10_000_000, counted: 20 });
  act(() => result.current.showMore());
  expect(result.current.found).toHaveLength(40);
  act(() => result.current.showMore());
  expect(result.current.found).toHaveLength(45);
  expect(names(result).at(-1)).toBe('Cliente 1');
  expect(result.current.canShowMore).toBe(false);
  expect(listBackend.reads.map((read) => read.size)).toEqual([20, 40, 60]);
});

it('a status reads only its budgets, old stored names of it too', () => {
  const { result } = renderHook(() => useBudgetList());
  act(() => result.current.setFilter({ estado: 'reservado' }));
  expect(listBackend.reads.at(-1)).toEqual({ query: { by: 'estado', values: ['reservado'] }, size: 20 });
  expect(names(result)).toEqual(['Cliente 10']);
  expect(result.current.canShowMore).toBe(false);
  act(() => result.current.setFilter({ estado: 'presupuestado' }));
  expect(listBackend.reads.at(-1)).toEqual({ query: { by: 'estado', values: ['presupuestado', 'borrador', 'enviado'] }, size: 20 });
  expect(result.current.found).toHaveLength(20);
});

it('a month reads by the event’s date; a status within it is the list’s', () => {
  const { result } = renderHook(() => useBudgetList());
  act(() => result.current.setFilter({ mes: '2027-01' }));
  expect(listBackend.reads.at(-1)).toEqual({ query: { by: 'fechaEvento', from: '2027-01-01', to: '2027-01-31' }, size: 20 });
  expect(names(result)).toEqual(['Cliente 5']);
  act(() => result.current.setFilter({ estado: 'reservado' }));
  expect(result.current.found).toEqual([]);
  expect(result.current.filtered).toBe(true);
});

it('a search reads wider windows until it finds what a page shows', () => {
  const { result } = renderHook(() => useBudgetList());
  act(() => result.current.setQuery('gomez'));
  expect(names(result)).toEqual(['Rocío Gómez']);
  expect(listBackend.reads.map((read) => read.size)).toEqual([20, 40, 80]);
  expect(result.current.canShowMore).toBe(false);
});

it('offers the event months from three years back to two ahead, latest first', () => {
  const { result } = renderHook(() => useBudgetList());
  expect(result.current.months).toHaveLength(61);
  expect(result.current.months[0]).toEqual({ value: '2028-11', label: 'noviembre de 2028' });
  expect(result.current.months.at(-1)).toEqual({ value: '2023-11', label: 'noviembre de 2023' });
});
