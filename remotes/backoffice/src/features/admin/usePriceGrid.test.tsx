/** @jest-environment jsdom */
// The price grid's model without its view: the draft, the checks, what is saved, and the unsaved-changes guard.
import { act, renderHook } from '@testing-library/react';
import { savePriceChanges } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { usePriceGrid } from './usePriceGrid';

const mockStored: { value: unknown } = { value: null };
jest.mock('@salon/firebase', () => {
  return {
    useLive: jest.requireActual('@salon/firebase/testing').useLiveStub,
    watchPrices: (onData: (value: unknown) => void) => {
      onData(mockStored.value);
      return () => undefined;
    },
  };
});
// The watchers (@salon/firebase/data) are the mock's above: useLive and the data they answer with.
jest.mock('@salon/firebase/data', () => jest.requireMock('@salon/firebase'));
jest.mock('@salon/firebase/staff', () => ({ savePriceChanges: jest.fn() }));
jest.mock('@salon/ui', () => ({ notify: jest.fn(), Loading: () => null, Notice: () => null }));
jest.mock('@salon/ui/src/DateInput', () => ({ DateInput: () => null }));

const save = savePriceChanges as jest.MockedFunction<typeof savePriceChanges>;
const toast = notify as jest.MockedFunction<typeof notify>;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') });
  mockStored.value = { a_precio_4hs_12: 500000, e_camarera_12: 30000 };
  save.mockReset();
  toast.mockReset();
});
afterEach(() => jest.useRealTimers());

it('starts from the stored prices in the 2026/27 season, with nothing changed', () => {
  const { result } = renderHook(() => usePriceGrid());
  expect(result.current.status).toBe('ready');
  expect(result.current.startYear).toBe(2026);
  expect(result.current.draft.a_precio_4hs_12).toBe('500.000');
  expect(result.current.draft.b_precio_3hs_12).toBe('');
  expect(result.current.changedKeys).toEqual([]);
  expect(result.current.raise).toEqual({ from: 7, to: 18, percent: '', roundTo: 1 });
});

it('marks bad cells and saves nothing; then saves the literal changes', async () => {
  save.mockResolvedValue(undefined);
  const { result } = renderHook(() => usePriceGrid());
  act(() => result.current.edit('a_precio_4hs_12', '2.000.000.000'));
  act(() => result.current.edit('b_precio_3hs_12', '380.000'));
  expect(result.current.changed('a_precio_4hs_12')).toBe(true);
  expect(result.current.changed('e_camarera_12')).toBe(false);
  expect(result.current.changedKeys).toEqual(['a_precio_4hs_12', 'b_precio_3hs_12']);
  await act(() => result.current.save());
  expect(result.current.errors).toEqual({ a_precio_4hs_12: 'El precio no puede superar $ 1.000.000.000.' });
  expect(save).not.toHaveBeenCalled();
  act(() => result.current.edit('a_precio_4hs_12', '520.000'));
  expect(result.current.errors).toEqual({});
  await act(() => result.current.save());
  expect(save.mock.calls).toEqual([[{ a_precio_4hs_12: 520000, b_precio_3hs_12: 380000 }]]);
  expect(toast.mock.calls).toEqual([
    ['Hay 1 precio con errores. Corregí y volvé a guardar.', 'error'],
    ['Se guardaron 2 precios.', 'success'],
  ]);
  expect(result.current.saving).toBe(false);
});

it('keeps the edits after a failed save', async () => {
  save.mockRejectedValue(new Error('offline'));
  const { result } = renderHook(() => usePriceGrid());
  act(() => result.current.edit('e_camarera_12', '32.000'));
  await act(() => result.current.save());
  expect(toast.mock.calls).toEqual([['No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.', 'error']]);
  expect(result.current.draft.e_camarera_12).toBe('32.000');
  expect(result.current.changedKeys).toEqual(['e_camarera_12']);
  expect(result.current.saving).toBe(false);
});

it('asks before the tab closes while prices are unsaved', () => {
  const { result } = renderHook(() => usePriceGrid());
  const closing = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(closing()).toBe(false);
  act(() => result.current.edit('e_camarera_12', '32.000'));
  expect(closing()).toBe(true);
  act(() => result.current.discard());
  expect(closing()).toBe(false);
});

it('raises a skipped cell’s count in the notice, leaving the cell as typed', () => {
  const { result } = renderHook(() => usePriceGrid());
  act(() => result.current.edit('e_camarera_12', 'treinta mil'));
  act(() => result.current.setRaise({ from: 12, to: 12, percent: '10', roundTo: 1 }));
  act(() => result.current.applyRaise());
  expect(result.current.draft.a_precio_4hs_12).toBe('550.000');
  expect(result.current.draft.e_camarera_12).toBe('treinta mil');
  expect(toast.mock.calls).toEqual([['Aumento aplicado. 1 casilla con un monto inválido quedó sin cambiar. Revisá y guardá.', 'warning']]);
});
