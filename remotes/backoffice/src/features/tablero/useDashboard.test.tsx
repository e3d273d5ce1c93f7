/** @jest-environment jsdom */
// /tablero's model: figures from the months the server keeps, the next days' events and the overdue instalments from
// their own queries, the funnel's period, and the CSV exports that read the books only when asked for.
import { act, renderHook } from '@testing-library/react';
import { EMPTY_MONTH_FIGURES, type MonthFigures, type Receipt, type StoredBudget } from '@salon/domain';
import { useDashboard, type DashboardData } from './useDashboard';

jest.mock('@salon/firebase', () => ({ useLive: jest.requireActual('@salon/firebase/testing').useLiveStub }));
jest.mock('@salon/firebase/data', () => ({ watchPrices: jest.fn() }));
jest.mock('@salon/firebase/staff', () => ({}));

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
};

/** Saturday 14 November 2026, in the next days: $ 1.000.000, $ 300.000 paid; its balance fell due on 30 October. */
const SOON: StoredBudget = {
  ...BUDGET,
  id: 'p2',
  cliente: 'Lucía Fernández',
  fechaEvento: '2026-11-14',
  invitados: 80,
  validoHasta: '2026-11-14',
  precios: { mes: 11, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 1_000_000 } },
};

/**
 * As cifras/meses keeps them: an inquiry in October; both budgets written (and confirmed) in November, one of them
 * for an event that month; the other's event in May. Months not kept yet (the rest) count as empty.
 */
const KEPT: Record<string, MonthFigures> = {
  '2026-10': { ...EMPTY_MONTH_FIGURES, consultas: 1, findes: 13 },
  '2026-11': {
    ...EMPTY_MONTH_FIGURES,
    confirmado: 1_000_000,
    eventos: 1,
    total: 1_000_000,
    cobrado: 300_000,
    falta: 700_000,
    findes: 12,
    ocupadas: 1,
    presupuestos: 2,
    confirmados: 2,
  },
  '2027-05': { ...EMPTY_MONTH_FIGURES, confirmado: 1_234_567, eventos: 1, total: 1_234_567, cobrado: 400_000, falta: 834_567, findes: 13, ocupadas: 1 },
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

const ready =
  <T,>(value: T) =>
  (onData: (value: T) => void) => {
    onData(value);
    return () => undefined;
  };

const SOON_DEPOSIT: Receipt = { ...RECEIPT, numero: 4, monto: 300_000, presupuestoId: 'p2', cliente: 'Lucía Fernández', saldoPendiente: 700_000 };

function data(overrides: Partial<DashboardData> = {}): DashboardData & { asked: string[][]; download: jest.Mock; readAllBudgets: jest.Mock } {
  const asked: string[][] = [];
  return {
    asked,
    watchKeptFigures: (desde, hasta, onData) => {
      asked.push(['cifras', desde, hasta]);
      return ready(KEPT)(onData);
    },
    watchEventPlans: (desde, hasta, onData) => {
      asked.push(['eventos', desde, hasta]);
      return ready({ budgets: [SOON], receipts: [SOON_DEPOSIT] })(onData);
    },
    watchBookingsBetween: (desde, hasta, onData) => {
      asked.push(['reservas', desde, hasta]);
      return ready([
        { date: '2026-11-14', kind: 'evento' as const, budgetId: 'p2' },
        { date: '2026-11-21', kind: 'evento' as const },
      ])(onData);
    },
    watchOpenPlans: ready({ budgets: [SOON, BUDGET], receipts: [SOON_DEPOSIT, RECEIPT] }),
    watchPrices: ready({}),
    watchPaymentTerms: ready({ porcentajeSena: 30, diasSaldo: 15 }),
    now: () => NOW,
    ...overrides,
    readAllBudgets: jest.fn(() => Promise.resolve([BUDGET])),
    readAllReceipts: jest.fn(() => Promise.resolve([RECEIPT])),
    download: jest.fn(() => Promise.resolve()),
  };
}

function readyTablero(result: { current: ReturnType<typeof useDashboard> }) {
  const current = result.current;
  if (current.status !== 'ready') throw new Error(`status ${current.status}`);
  return current;
}

it('reads the kept months of five seasons at most, and the next 30 days’ events and dates by their own queries', () => {
  const fake = data();
  renderHook(() => useDashboard(fake));
  expect(fake.asked).toEqual([
    ['cifras', '2022-07', '2027-06'],
    ['eventos', '2026-11-10', '2026-12-09'],
    ['reservas', '2026-11-10', '2026-12-09'],
  ]);
  expect(fake.readAllBudgets).not.toHaveBeenCalled();
});

it('gives the season’s figures from the kept months, the funnel of the whole season by default', () => {
  const fake = data();
  const { result } = renderHook(() => useDashboard(fake));
  const tablero = readyTablero(result);
  expect(tablero.figures.temporada[0]).toBe('2026-07');
  expect(tablero.figures.ingresos[10]).toEqual({ mes: '2027-05', confirmado: 1_234_567, eventos: 1, reservado: 0, reservas: 0 });
  expect(tablero.figures.cobranza[4]).toEqual({ mes: '2026-11', total: 1_000_000, cobrado: 300_000, falta: 700_000, extras: 0 });
  expect(tablero.figures.ocupacion[4]).toEqual({ mes: '2026-11', findes: 12, ocupadas: 1, provisorias: 0, porcentaje: 8 });
  // A month not kept yet counts as empty.
  expect(tablero.figures.ingresos[0]).toEqual({ mes: '2026-07', confirmado: 0, eventos: 0, reservado: 0, reservas: 0 });
  expect(tablero.period).toMatchObject({ desde: '2026-07', hasta: '2027-06', error: null });
  expect(tablero.period.options[0]).toEqual({ value: '2026-07', label: 'Julio 2026' });
  expect(tablero.period.options).toHaveLength(12);
  expect(tablero.funnelShown).toBe(true);
  expect(tablero.figures.embudo).toEqual({ consultas: 1, presupuestos: 2, confirmados: 2, presupuestosPorConsulta: 200, confirmadosPorPresupuesto: 100 });
});

it('lists the next days’ events with what they owe, and the overdue balances of the open plans', () => {
  const { result } = renderHook(() => useDashboard(data()));
  const tablero = readyTablero(result);
  expect(tablero.figures.proximos).toEqual([
    { fecha: '2026-11-14', presupuestoId: 'p2', cliente: 'Lucía Fernández', invitados: 80, estado: 'confirmado', total: 1_000_000, falta: 700_000 },
    { fecha: '2026-11-21', presupuestoId: null, cliente: '', invitados: null, estado: null, total: null, falta: null },
  ]);
  expect(tablero.figures.vencidas.map((item) => [item.presupuestoId, item.instalment.falta])).toEqual([['p2', 700_000]]);
  expect(tablero.totals.vencidas).toBe(700_000);
});

it('offers the months back to the first one anything was made in, five seasons back at most', () => {
  const early = { ...KEPT, '2024-03': { ...EMPTY_MONTH_FIGURES, consultas: 2 } };
  const { result } = renderHook(() => useDashboard(data({ watchKeptFigures: (_desde, _hasta, onData) => ready(early)(onData) })));
  const options = readyTablero(result).period.options;
  expect(options[0]).toEqual({ value: '2024-03', label: 'Marzo 2024' });
  expect(options[options.length - 1]).toEqual({ value: '2027-06', label: 'Junio 2027' });
  expect(options).toHaveLength(40);
});

it('names the season, adds up its tables and charts the figures, the same charts while the figures stay', () => {
  const fake = data();
  const { result, rerender } = renderHook(() => useDashboard(fake));
  const tablero = readyTablero(result);
  expect(tablero.season).toBe('Julio 2026 a Junio 2027');
  expect(tablero.totals).toEqual({
    ingresos: { confirmado: 2_234_567, eventos: 2, reservado: 0, reservas: 0 },
    cobranza: { total: 2_234_567, cobrado: 700_000, falta: 1_534_567, extras: 0 },
    vencidas: 700_000,
  });
  expect(tablero.charts.revenue.labels.slice(0, 2)).toEqual(['jul 2026', 'ago 2026']);
  expect(tablero.charts.revenue.series[0]?.data[10]).toBe(1_234_567);
  expect(tablero.charts.funnel.series).toEqual([{ label: 'Cantidad', data: [1, 2, 2], tone: 'principal' }]);
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

it('is an error when the kept figures cannot be read', () => {
  const failing: DashboardData['watchKeptFigures'] = (_desde, _hasta, _onData, onError) => {
    onError?.(new Error('permission_denied'));
    return () => undefined;
  };
  const { result } = renderHook(() => useDashboard(data({ watchKeptFigures: failing })));
  expect(result.current.status).toBe('error');
});
