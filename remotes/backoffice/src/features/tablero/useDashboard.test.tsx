/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { Inquiry, Receipt, StoredBudget } from '@salon/domain';
import { useDashboard, type DashboardData } from './useDashboard';

// The live values as the data layer gives them (ready at once, or failed).
jest.mock('@salon/firebase', () => {
  return {
    useLive: jest.requireActual('@salon/firebase/testing').useLiveStub,
    watchBookings: jest.fn(),
    watchPrices: jest.fn(),
    watchWeekendDays: jest.fn(),
  };
});
// The watchers (@salon/firebase/data) are the mock's above: useLive and the data they answer with.
jest.mock('@salon/firebase/data', () => jest.requireMock('@salon/firebase'));
jest.mock('@salon/firebase/consultas', () => ({ watchInquiries: jest.fn() }));
jest.mock('@salon/firebase/staff', () => ({ watchBudgets: jest.fn(), watchReceipts: jest.fn(), watchPaymentTerms: jest.fn() }));

// The tests' fixed clock: Tuesday 10 November 2026, noon in the hall.
const NOW = new Date('2026-11-10T12:00:00-03:00');

const BUDGET: StoredBudget = {
  id: 'p1',
  cliente: 'Ana Pérez',
  telefono: '11 5555-8888',
  fechaEvento: '2027-05-15',
  invitados: 90,
  alquiler: '4hs',
  horasExtra: 0,
  adicionales: {},
  descuento: 0,
  sena: 0,
  notas: '',
  estado: 'confirmado',
  validoHasta: '2027-05-15',
  creadoEn: Date.parse('2026-11-02T10:00:00-03:00'),
  actualizadoEn: Date.parse('2026-11-02T10:00:00-03:00'),
  autor: 'admin@salon.test',
  precios: { mes: 17, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 1_234_567 } },
  anulacion: null,
  historial: [],
};

const RECEIPT: Receipt = {
  numero: 3,
  monto: 400_000,
  concepto: 'seña',
  medioDePago: 'transferencia',
  cliente: 'Ana Pérez',
  detalle: '',
  presupuestoId: 'p1',
  saldoPendiente: 834_567,
  emitidoEn: Date.parse('2026-11-03T10:00:00-03:00'),
  emitidoPor: 'admin@salon.test',
};

const INQUIRY: Inquiry = {
  id: 'c1',
  nombre: 'Ana Pérez',
  telefono: '11 5555-8888',
  fecha: '2027-05-15',
  invitados: 90,
  alquiler: '4hs',
  adicionales: {},
  mensaje: '',
  estado: 'presupuestada',
  creadaEn: Date.parse('2026-10-30T18:00:00-03:00'),
};

const ready =
  <T,>(value: T) =>
  (onData: (value: T) => void) => {
    onData(value);
    return () => undefined;
  };

function data(overrides: Partial<DashboardData> = {}): DashboardData & { download: jest.Mock } {
  return {
    watchBudgets: ready([BUDGET]),
    watchReceipts: ready([RECEIPT]),
    watchPrices: ready({}),
    watchInquiries: ready([INQUIRY]),
    watchBookings: ready([]),
    watchWeekendDays: ready([5, 6, 0]),
    watchPaymentTerms: ready({ porcentajeSena: 30, diasSaldo: 15 }),
    now: () => NOW,
    ...overrides,
    download: jest.fn(() => Promise.resolve()),
  };
}

function readyTablero(result: { current: ReturnType<typeof useDashboard> }) {
  const current = result.current;
  if (current.status !== 'ready') throw new Error(`status ${current.status}`);
  return current;
}

it('prices the budgets and gives the season’s figures, the funnel of the whole season by default', () => {
  const fake = data();
  const { result } = renderHook(() => useDashboard(fake));
  const tablero = readyTablero(result);
  expect(tablero.figures.temporada[0]).toBe('2026-07');
  expect(tablero.figures.ingresos[10]).toEqual({ mes: '2027-05', confirmado: 1_234_567, eventos: 1, reservado: 0, reservas: 0 });
  expect(tablero.figures.cobranza[10]).toEqual({ mes: '2027-05', total: 1_234_567, cobrado: 400_000, falta: 834_567, extras: 0 });
  expect(tablero.period).toMatchObject({ desde: '2026-07', hasta: '2027-06', error: null });
  expect(tablero.period.options[0]).toEqual({ value: '2026-07', label: 'Julio 2026' });
  expect(tablero.period.options).toHaveLength(12);
  expect(tablero.funnelShown).toBe(true);
  expect(tablero.figures.embudo).toEqual({ consultas: 1, presupuestos: 1, confirmados: 1, presupuestosPorConsulta: 100, confirmadosPorPresupuesto: 100 });
});

it('names the season, adds up its tables and charts the figures, the same charts while the figures stay', () => {
  const fake = data();
  const { result, rerender } = renderHook(() => useDashboard(fake));
  const tablero = readyTablero(result);
  expect(tablero.season).toBe('Julio 2026 a Junio 2027');
  expect(tablero.totals).toEqual({
    ingresos: { confirmado: 1_234_567, eventos: 1, reservado: 0, reservas: 0 },
    cobranza: { total: 1_234_567, cobrado: 400_000, falta: 834_567, extras: 0 },
    vencidas: 0,
  });
  expect(tablero.charts.revenue.labels.slice(0, 2)).toEqual(['jul 2026', 'ago 2026']);
  expect(tablero.charts.revenue.series[0]?.data[10]).toBe(1_234_567);
  expect(tablero.charts.funnel.series).toEqual([{ label: 'Cantidad', data: [1, 1, 1], tone: 'principal' }]);
  rerender();
  expect(readyTablero(result).charts).toBe(tablero.charts);
});

it('says in Spanish when «Desde» is after «Hasta», and counts the period once it is right', () => {
  const fake = data();
  const { result } = renderHook(() => useDashboard(fake));
  act(() => readyTablero(result).period.setDesde('2027-01'));
  act(() => readyTablero(result).period.setHasta('2026-11'));
  expect(readyTablero(result).period.error).toBe('«Desde» (Enero 2027) no puede ser posterior a «Hasta» (Noviembre 2026).');
  expect(readyTablero(result).funnelShown).toBe(false);
  act(() => readyTablero(result).period.setDesde('2026-10'));
  act(() => readyTablero(result).period.setHasta('2026-10'));
  expect(readyTablero(result).period.error).toBeNull();
  expect(readyTablero(result).figures.embudo).toEqual({
    consultas: 1,
    presupuestos: 0,
    confirmados: 0,
    presupuestosPorConsulta: 0,
    confirmadosPorPresupuesto: null,
  });
});

it('hands the budgets’ and the receipts’ rows to the download, named with the day', async () => {
  const fake = data();
  const { result } = renderHook(() => useDashboard(fake));
  await act(() => readyTablero(result).exportBudgets());
  await act(() => readyTablero(result).exportReceipts());
  expect(fake.download.mock.calls[0]?.[0]).toBe('presupuestos-2026-11-10.csv');
  expect(fake.download.mock.calls[0]?.[1][1]).toEqual([
    'p1',
    'Ana Pérez',
    '11 5555-8888',
    '15/05/2027',
    '90',
    'Confirmado',
    '1234567',
    '0',
    '0',
    '400000',
    '834567',
    '02/11/2026',
    '',
  ]);
  expect(fake.download.mock.calls[1]?.[0]).toBe('recibos-2026-11-10.csv');
  expect(fake.download.mock.calls[1]?.[1][1]).toEqual([
    '3',
    '03/11/2026',
    'Ana Pérez',
    'Seña',
    'Transferencia bancaria',
    '400000',
    'p1',
    '834567',
    '',
    'admin@salon.test',
    'No',
    '',
  ]);
});

it('says the file could not be made when a download fails, until one is tried again', async () => {
  const fake = data();
  fake.download.mockRejectedValueOnce(new Error('QuotaExceededError'));
  const { result } = renderHook(() => useDashboard(fake));
  expect(readyTablero(result).exportFailed).toBe(false);
  await act(() => readyTablero(result).exportBudgets());
  expect(readyTablero(result).exportFailed).toBe(true);
  await act(() => readyTablero(result).exportReceipts());
  expect(readyTablero(result).exportFailed).toBe(false);
  expect(fake.download.mock.calls.map((call) => call[0])).toEqual(['presupuestos-2026-11-10.csv', 'recibos-2026-11-10.csv']);
});

it('is an error when the budgets cannot be read', () => {
  const failing: DashboardData['watchBudgets'] = (_onData, onError) => {
    onError?.(new Error('permission_denied'));
    return () => undefined;
  };
  const fake = data({ watchBudgets: failing });
  const { result } = renderHook(() => useDashboard(fake));
  expect(result.current.status).toBe('error');
});
