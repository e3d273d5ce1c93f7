// A dashboard of two months (May and June 2027), as useDashboard gives it on Tuesday 10 November 2026: one confirmed
// event in May with its deposit paid, one provisional hold in June, one event in the next days and one overdue
// balance. Literal figures, so the views' tests read what is on screen.
import type { Dashboard } from '@salon/domain';
import type { DashboardState } from '../useDashboard';

export const FIGURES: Dashboard = {
  today: '2026-11-10',
  temporada: ['2027-05', '2027-06'],
  ingresos: [
    { mes: '2027-05', confirmado: 1_234_567, eventos: 1, reservado: 0, reservas: 0 },
    { mes: '2027-06', confirmado: 0, eventos: 0, reservado: 300_000, reservas: 1 },
  ],
  cobranza: [
    { mes: '2027-05', total: 1_234_567, cobrado: 400_000, falta: 834_567, extras: 25_000 },
    { mes: '2027-06', total: 0, cobrado: 0, falta: 0, extras: 0 },
  ],
  ocupacion: [
    { mes: '2027-05', findes: 13, ocupadas: 1, provisorias: 0, porcentaje: 8 },
    { mes: '2027-06', findes: 0, ocupadas: 0, provisorias: 0, porcentaje: 0 },
  ],
  embudo: { consultas: 4, presupuestos: 2, confirmados: 1, presupuestosPorConsulta: 50, confirmadosPorPresupuesto: 50 },
  proximos: [
    { fecha: '2026-11-14', presupuestoId: 'p2', cliente: 'Lucía Fernández', invitados: 80, estado: 'confirmado', total: 380_000, falta: 180_000 },
    { fecha: '2026-11-21', presupuestoId: null, cliente: '', invitados: null, estado: null, total: null, falta: null },
  ],
  vencidas: [
    {
      presupuestoId: 'p3',
      cliente: 'Marta Gómez',
      telefono: '11 4444-5555',
      fechaEvento: '2026-11-28',
      instalment: { concepto: 'saldo', monto: 250_000, venceEl: '2026-11-08', pagado: 0, falta: 250_000, estado: 'vencida' },
      cuando: 'vencida',
    },
  ],
};

export type ReadyDashboard = Extract<DashboardState, { status: 'ready' }>;

/** The ready model of FIGURES, with the totals and charts its pure functions give, and its actions mocked. */
export function readyTablero(overrides: Partial<ReadyDashboard> = {}): ReadyDashboard {
  return {
    status: 'ready',
    figures: FIGURES,
    season: 'Mayo 2027 a Junio 2027',
    totals: {
      ingresos: { confirmado: 1_234_567, eventos: 1, reservado: 300_000, reservas: 1 },
      cobranza: { total: 1_234_567, cobrado: 400_000, falta: 834_567, extras: 25_000 },
      vencidas: 250_000,
    },
    charts: {
      revenue: { labels: ['may 2027', 'jun 2027'], unit: 'pesos', series: [] },
      collected: { labels: ['may 2027', 'jun 2027'], unit: 'pesos', series: [] },
      occupancy: { labels: ['may 2027', 'jun 2027'], unit: 'porcentaje', series: [] },
      funnel: { labels: ['Consultas', 'Presupuestos', 'Confirmados'], unit: 'cantidad', series: [] },
    },
    funnelShown: true,
    period: {
      desde: '2027-05',
      hasta: '2027-06',
      setDesde: jest.fn(),
      setHasta: jest.fn(),
      options: [
        { value: '2027-05', label: 'Mayo 2027' },
        { value: '2027-06', label: 'Junio 2027' },
      ],
      error: null,
    },
    exportBudgets: jest.fn(() => Promise.resolve()),
    exportReceipts: jest.fn(() => Promise.resolve()),
    exporting: false,
    exportFailed: false,
    ...overrides,
  };
}
