/** @jest-environment jsdom */
// /cobranzas' model on an in-memory database: it is handed only the budgets whose plan may be open and their
// receipts (not a quote whose day has passed), and lists what is overdue or due this week. The hall's clock: Tuesday 10 November 2026.
import { act, renderHook } from '@testing-library/react';
import { parseReceipt, type Receipt } from '@salon/domain';
import { listBackend, resetListBackend, storedBudget } from '../presupuestos/__fixtures__/budgetListBackend';
import { useCollections } from './useCollections';

jest.mock('@salon/firebase', () => ({ useLive: jest.requireActual('@salon/firebase/testing').useLiveStub }));
jest.mock('@salon/firebase/staff', () => jest.requireActual('../presupuestos/__fixtures__/budgetListBackend').staffMock());
jest.mock('@salon/firebase/data', () => ({ watchPrices: (onData: (value: unknown) => void) => (onData(null), () => undefined) }));

const receipt = (numero: number, presupuestoId: string, monto: number): Receipt =>
  parseReceipt({
    numero,
    presupuestoId,
    monto,
    concepto: 'seña',
    medioDePago: 'efectivo',
    cliente: '',
    detalle: '',
    emitidoEn: 1,
    emitidoPor: 'ana@salon.test',
  })!;

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00-03:00') }));
afterEach(() => jest.useRealTimers());

it('reads only the open plans and lists their overdue deposits', async () => {
  // $500.000 each, deposit 30 % ($150.000) due the day it was made: 1 paid its deposit, 2 is paid off, 3 annulled.
  resetListBackend(
    [
      storedBudget(1, { cliente: 'Lucía Fernández', estado: 'reservado' }),
      storedBudget(2, { estado: 'pagado' }),
      storedBudget(3, { estado: 'anulado', anulacion: { motivo: 'Se mudó', por: 'ana@salon.test', en: 1 } }),
      storedBudget(4, { cliente: 'Martín Ruiz', estado: 'enviado' }),
      // A quote for Saturday 17 October, never taken: its day has passed, so its seña is not chased.
      storedBudget(7, { cliente: 'Elena Sosa', estado: 'presupuestado', fechaEvento: '2026-10-17' }),
    ],
    [receipt(1, '-P001', 150_000), receipt(2, '-P002', 500_000), receipt(3, '-P003', 150_000)],
  );
  const { result } = renderHook(() => useCollections());
  await act(async () => undefined);
  expect(listBackend.plansRead).toEqual([{ budgets: 2, receipts: 1 }]);
  if (result.current.status !== 'ready') throw new Error(result.current.status);
  expect(result.current.items.map((item) => [item.cliente, item.instalment.concepto, item.instalment.falta, item.cuando])).toEqual([
    ['Martín Ruiz', 'seña', 150_000, 'vencida'],
  ]);
});

it('lists the balance of an event marked done that the server-kept figures list as still owing', async () => {
  // Both events were on Saturday 7 November, $500.000 each: Sofía paid only her $150.000 deposit, Pablo paid it all.
  resetListBackend(
    [
      storedBudget(5, { cliente: 'Sofía Castro', estado: 'realizado', fechaEvento: '2026-11-07' }),
      storedBudget(6, { cliente: 'Pablo Díaz', estado: 'realizado', fechaEvento: '2026-11-07' }),
    ],
    [receipt(1, '-P005', 150_000), receipt(2, '-P006', 500_000)],
    ['-P005'],
  );
  const { result } = renderHook(() => useCollections());
  await act(async () => undefined);
  if (result.current.status !== 'ready') throw new Error(result.current.status);
  expect(result.current.items.map((item) => [item.cliente, item.instalment.concepto, item.instalment.falta, item.cuando])).toEqual([
    ['Sofía Castro', 'saldo', 350_000, 'vencida'],
  ]);
});

it("lists a Mercado Pago seña paid when the date was no longer the budget's, with the client's contact, while its receipt stands", async () => {
  const paid = { ...receipt(7, '-P001', 150_000), medioDePago: 'mercadopago' as const };
  resetListBackend(
    [
      storedBudget(1, { cliente: 'Lucía Fernández', estado: 'presupuestado', pagoSinFecha: { numero: 7, pagoMercadoPago: '1000000001', en: 1 } }),
      storedBudget(2, { cliente: 'Martín Ruiz', estado: 'presupuestado', pagoSinFecha: { numero: 8, pagoMercadoPago: '1000000002', en: 1 } }),
    ],
    [paid, { ...receipt(8, '-P002', 150_000), anulacion: { motivo: 'Mercado Pago devolvió el pago al cliente.', por: 'Mercado Pago', en: 2 } }],
  );
  const { result } = renderHook(() => useCollections());
  await act(async () => undefined);
  if (result.current.status !== 'ready') throw new Error(result.current.status);
  expect(result.current.latePayments).toEqual([
    { presupuestoId: '-P001', cliente: 'Lucía Fernández', telefono: '11 4444-0001', fechaEvento: '2026-12-02', numero: 7, monto: 150_000 },
  ]);
});
