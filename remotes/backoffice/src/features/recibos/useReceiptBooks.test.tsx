/** @jest-environment jsdom */
// What /recibo reads: the open plans, and the budget a link names even when its plan is closed; each budget once.
import { renderHook } from '@testing-library/react';
import { parseBudget, parseReceipt, type Receipt, type StoredBudget } from '@salon/domain';
import type { OpenPlans } from '@salon/firebase/staff';
import { useReceiptBooks } from './useReceiptBooks';

const budget = (id: string, cliente: string, estado: string): StoredBudget =>
  parseBudget(id, {
    cliente,
    telefono: '11 4444-5555',
    fechaEvento: '2026-12-12',
    alquiler: '4hs',
    estado,
    validoHasta: '2026-11-30',
    creadoEn: 0,
    actualizadoEn: 0,
    autor: 'admin@salon.test',
  })!;
const receipt = (numero: number, presupuestoId: string): Receipt =>
  parseReceipt({ numero, monto: 50_000, concepto: 'seña', medioDePago: 'efectivo', presupuestoId, emitidoEn: 0, emitidoPor: 'admin@salon.test' })!;

const mockOpen: { plans: OpenPlans | Error } = {
  plans: { budgets: [budget('abierto', 'Familia Pérez', 'reservado')], receipts: [receipt(3, 'abierto')] },
};
const mockLinked = new Map<string, OpenPlans>([
  ['realizado', { budgets: [budget('realizado', 'Familia Gómez', 'realizado')], receipts: [receipt(1, 'realizado'), receipt(2, 'realizado')] }],
  ['abierto', { budgets: [budget('abierto', 'Familia Pérez', 'reservado')], receipts: [receipt(3, 'abierto')] }],
]);
const mockLinkedReads: string[][] = [];

jest.mock('@salon/firebase/staff', () => ({
  watchOpenPlans: (onData: (plans: OpenPlans) => void, onError: (error: Error) => void) => {
    if (mockOpen.plans instanceof Error) onError(mockOpen.plans);
    else onData(mockOpen.plans);
    return () => undefined;
  },
  watchPlansOf: (ids: string[], onData: (plans: OpenPlans) => void) => {
    mockLinkedReads.push(ids);
    onData(mockLinked.get(ids[0]!) ?? { budgets: [], receipts: [] });
    return () => undefined;
  },
}));

beforeEach(() => {
  mockLinkedReads.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('without a link reads only the open plans', () => {
  const { result } = renderHook(() => useReceiptBooks(null));
  expect(result.current.status === 'ready' && result.current.value.budgets.map((b) => b.cliente)).toEqual(['Familia Pérez']);
  expect(mockLinkedReads).toEqual([]);
});

it('adds the budget a link names, closed or not, with its receipts, newest first', () => {
  const { result } = renderHook(() => useReceiptBooks('realizado'));
  if (result.current.status !== 'ready') throw new Error(result.current.status);
  expect(result.current.value.budgets.map((b) => b.cliente)).toEqual(['Familia Pérez', 'Familia Gómez']);
  expect(result.current.value.receipts.map((r) => r.numero)).toEqual([3, 2, 1]);
  expect([...new Set(mockLinkedReads.flat())]).toEqual(['realizado']);
});

it('lists an open budget the link names once', () => {
  const { result } = renderHook(() => useReceiptBooks('abierto'));
  if (result.current.status !== 'ready') throw new Error(result.current.status);
  expect(result.current.value.budgets.map((b) => b.id)).toEqual(['abierto']);
  expect(result.current.value.receipts.map((r) => r.numero)).toEqual([3]);
});

it('says so when the open plans cannot be read', () => {
  mockOpen.plans = new Error('permission_denied');
  const { result } = renderHook(() => useReceiptBooks('realizado'));
  expect(result.current.status).toBe('error');
});
