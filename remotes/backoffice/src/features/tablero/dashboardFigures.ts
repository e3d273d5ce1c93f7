// What /tablero shows beside the dashboard's figures (@salon/domain, dashboard.ts): the season's totals of each
// table, the season's name, and the four charts' specs (one per figure, the same numbers as its table).
import { monthName, monthShortName, type CollectedMonth, type Dashboard, type MonthKey, type RevenueMonth } from '@salon/domain';
import type { BarSpec } from './barChart';

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** A whole percent as the tables show it; '—' when there is nothing to divide by. */
export const percentText = (value: number | null): string => (value === null ? '—' : `${value} %`);

/** "Julio 2026 a Junio 2027": the season's first and last months. */
export function seasonText(months: readonly MonthKey[]): string {
  return `${monthName(months[0] ?? '')} a ${monthName(months[months.length - 1] ?? '')}`;
}

export interface DashboardTotals {
  ingresos: Omit<RevenueMonth, 'mes'>;
  cobranza: Omit<CollectedMonth, 'mes'>;
  /** What the overdue instalments still owe, together. */
  vencidas: number;
}

/** The «Temporada» rows of the revenue and collection tables, and the overdue instalments' sum. */
export function tableroTotals(figures: Pick<Dashboard, 'ingresos' | 'cobranza' | 'vencidas'>): DashboardTotals {
  const { ingresos, cobranza } = figures;
  return {
    ingresos: {
      confirmado: sum(ingresos, (row) => row.confirmado),
      eventos: sum(ingresos, (row) => row.eventos),
      reservado: sum(ingresos, (row) => row.reservado),
      reservas: sum(ingresos, (row) => row.reservas),
    },
    cobranza: {
      total: sum(cobranza, (row) => row.total),
      cobrado: sum(cobranza, (row) => row.cobrado),
      falta: sum(cobranza, (row) => row.falta),
      extras: sum(cobranza, (row) => row.extras),
    },
    vencidas: sum(figures.vencidas, (item) => item.instalment.falta),
  };
}

export interface DashboardCharts {
  revenue: BarSpec;
  collected: BarSpec;
  occupancy: BarSpec;
  funnel: BarSpec;
}

/** The bar charts of the season's revenue, collection and occupancy (by month) and of the funnel. */
export function tableroCharts(figures: Dashboard): DashboardCharts {
  const labels = figures.temporada.map(monthShortName);
  return {
    revenue: {
      labels,
      unit: 'pesos',
      stacked: true,
      series: [
        { label: 'Confirmados', data: figures.ingresos.map((row) => row.confirmado), tone: 'principal' },
        { label: 'Reservados (provisorio)', data: figures.ingresos.map((row) => row.reservado), tone: 'secundaria' },
      ],
    },
    collected: {
      labels,
      unit: 'pesos',
      stacked: true,
      series: [
        { label: 'Cobrado', data: figures.cobranza.map((row) => row.cobrado), tone: 'principal' },
        { label: 'Falta cobrar', data: figures.cobranza.map((row) => row.falta), tone: 'alerta' },
      ],
    },
    occupancy: {
      labels,
      unit: 'porcentaje',
      series: [{ label: 'Ocupación', data: figures.ocupacion.map((row) => row.porcentaje), tone: 'principal' }],
    },
    funnel: {
      labels: ['Consultas', 'Presupuestos', 'Confirmados'],
      unit: 'cantidad',
      horizontal: true,
      series: [{ label: 'Cantidad', data: [figures.embudo.consultas, figures.embudo.presupuestos, figures.embudo.confirmados], tone: 'principal' }],
    },
  };
}
