/** @jest-environment jsdom */
// «Últimos recibos» on an in-memory database: the last receipts by number, newest first, 20 at a time.
import { act, renderHook } from '@testing-library/react';
import { parseReceipt, type Receipt } from '@salon/domain';
import { useReceiptList } from './useReceiptList';

const mockReads: number[] = [];
const mockReceipts: Receipt[] = Array.from({ length: 25 }, (_, i) =>
  parseReceipt({
    numero: i + 1,
    presupuestoId: '',
    monto: 10_000 * (i + 1),
    concepto: 'seña',
    medioDePago: 'efectivo',
    cliente: `Cliente ${i + 1}`,
    detalle: '',
    emitidoEn: Date.parse('2026-11-01T12:00:00-03:00') + i * 60_000,
    emitidoPor: 'ana@salon.test',
  })!,
);

jest.mock('@salon/firebase/staff', () => ({
  watchReceiptWindow: (size: number, onData: (window: { receipts: Receipt[]; full: boolean }) => void) => {
    mockReads.push(size);
    const last = mockReceipts.slice(-size);
    onData({ receipts: [...last].reverse(), full: last.length >= size });
    return () => undefined;
  },
}));

it('shows the 20 latest receipts, newest first, and the rest with «Ver más»', () => {
  const { result } = renderHook(() => useReceiptList());
  expect(result.current.status).toBe('ready');
  expect(result.current.items.map((receipt) => receipt.numero).slice(0, 3)).toEqual([25, 24, 23]);
  expect(result.current.items).toHaveLength(20);
  expect(result.current.canShowMore).toBe(true);
  act(() => result.current.showMore());
  expect(result.current.items).toHaveLength(25);
  expect(result.current.items.at(-1)?.cliente).toBe('Cliente 1');
  expect(result.current.canShowMore).toBe(false);
  expect(mockReads).toEqual([20, 40]);
});
