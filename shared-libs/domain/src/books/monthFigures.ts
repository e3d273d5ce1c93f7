// /tablero's figures one month at a time, as the server keeps them (cifras/meses/{AAAA-MM}, docs/performance.md,
// "Server-kept figures"): each month's figures come from that month's books alone, so a write recomputes the months
// it touches and the dashboard adds months up without reading the books. Same rules as dashboard.ts, which the
// tests compare them with.
import { monthFiguresSchema, type MonthFiguresShape } from '@salon/schema';
import { safeParse } from 'valibot';
import type { IsoDate, Weekday } from '../dates/dates';
import {
  collectedByMonth,
  funnel,
  isMonthKey,
  revenueByMonth,
  weekendOccupancy,
  type CollectedMonth,
  type DashboardBooking,
  type DashboardBudget,
  type DashboardReceipt,
  type Funnel,
  type MonthKey,
  type OccupancyMonth,
  type RevenueMonth,
} from './dashboard';
import { SETTLED_PLAN_STATUSES } from './budgetList';
import { owedOnBudget } from './receipt';

/** One month's figures, without the server's bookkeeping of recomputations. */
export type MonthFigures = Omit<MonthFiguresShape, 'pedido' | 'calculado'>;

/** The events marked settled (pagado, realizado) that still owe: {budgetId: pesos owed}, only those owing. */
export function closedWithBalance(events: readonly DashboardBudget[], receipts: readonly DashboardReceipt[]): Record<string, number> {
  const owing: Record<string, number> = {};
  for (const budget of events) {
    if (budget.anulado || !SETTLED_PLAN_STATUSES.includes(budget.estado)) continue;
    const owed = owedOnBudget(
      budget.total,
      receipts.filter((receipt) => receipt.presupuestoId === budget.id),
    );
    if (owed > 0) owing[budget.id] = owed;
  }
  return owing;
}

/** The books one month's figures are computed from (each list may hold more: only the month's count). */
export interface MonthBooks {
  mes: MonthKey;
  /** The budgets whose event falls in the month, priced. */
  events: readonly DashboardBudget[];
  /** Their receipts. */
  receipts: readonly DashboardReceipt[];
  /** The budgets written in the month (by the day they were made, hall time). */
  written: ReadonlyArray<Pick<DashboardBudget, 'creadoEl' | 'estado' | 'anulado'>>;
  /** The inquiries received in the month. */
  inquiries: ReadonlyArray<{ creadaEn: number }>;
  /** The calendar's dates of the month. */
  bookings: readonly DashboardBooking[];
  weekendDays: readonly Weekday[];
}

/** The month's figures from its books. */
export function monthFigures(books: MonthBooks): MonthFigures {
  const months = [books.mes];
  const revenue = revenueByMonth(books.events, months)[0] as RevenueMonth;
  const collected = collectedByMonth(books.events, books.receipts, months)[0] as CollectedMonth;
  const occupancy = weekendOccupancy(months, books.weekendDays, books.bookings, books.events)[0] as OccupancyMonth;
  const made = funnel(books.inquiries, books.written, books.mes, books.mes);
  const owing = closedWithBalance(books.events, books.receipts);
  const owed = Object.values(owing).reduce((sum, pesos) => sum + pesos, 0);
  return {
    confirmado: revenue.confirmado,
    eventos: revenue.eventos,
    reservado: revenue.reservado,
    reservas: revenue.reservas,
    total: collected.total,
    cobrado: collected.cobrado,
    falta: collected.falta,
    extras: collected.extras,
    findes: occupancy.findes,
    ocupadas: occupancy.ocupadas,
    provisorias: occupancy.provisorias,
    consultas: made.consultas,
    presupuestos: made.presupuestos,
    confirmados: made.confirmados,
    ...(owed > 0 ? { cerradosConSaldo: owing, saldoDeCerrados: owed } : {}),
  };
}

/** A month with no books: what a month not kept yet counts as. */
export const EMPTY_MONTH_FIGURES: MonthFigures = {
  confirmado: 0,
  eventos: 0,
  reservado: 0,
  reservas: 0,
  total: 0,
  cobrado: 0,
  falta: 0,
  extras: 0,
  findes: 0,
  ocupadas: 0,
  provisorias: 0,
  consultas: 0,
  presupuestos: 0,
  confirmados: 0,
};

/**
 * The months kept under cifras/meses as read (a key range of it): a month is kept once its first recomputation wrote
 * (`pedido` alone is one on its way); anything else is left out, so it counts as not kept yet.
 */
export function parseKeptFigures(raw: unknown): Record<MonthKey, MonthFigures> {
  const kept: Record<MonthKey, MonthFigures> = {};
  if (!raw || typeof raw !== 'object') return kept;
  for (const [mes, value] of Object.entries(raw as Record<string, unknown>)) {
    const parsed = safeParse(monthFiguresSchema, value);
    if (!isMonthKey(mes) || !parsed.success) continue;
    const { pedido: _pedido, calculado: _calculado, ...figures } = parsed.output;
    kept[mes] = figures;
  }
  return kept;
}

/** The first month with any inquiry or budget made in it (the funnel's earliest useful month), or null. */
export function firstMonthMade(kept: Readonly<Record<MonthKey, MonthFigures>>): MonthKey | null {
  const months = Object.keys(kept)
    .filter((mes) => (kept[mes]?.consultas ?? 0) + (kept[mes]?.presupuestos ?? 0) > 0)
    .sort();
  return months[0] ?? null;
}

const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part * 100) / whole));

/** The figures the dashboard draws, from the months kept (a month not kept yet counts as empty). */
export function figuresOfMonths(
  kept: Readonly<Record<MonthKey, MonthFigures | undefined>>,
  season: readonly MonthKey[],
  funnelMonths: readonly MonthKey[],
): { ingresos: RevenueMonth[]; cobranza: CollectedMonth[]; ocupacion: OccupancyMonth[]; embudo: Funnel } {
  const of = (mes: MonthKey): MonthFigures => kept[mes] ?? EMPTY_MONTH_FIGURES;
  const made = funnelMonths.reduce(
    (sum, mes) => ({
      consultas: sum.consultas + of(mes).consultas,
      presupuestos: sum.presupuestos + of(mes).presupuestos,
      confirmados: sum.confirmados + of(mes).confirmados,
    }),
    { consultas: 0, presupuestos: 0, confirmados: 0 },
  );
  return {
    ingresos: season.map((mes) => ({
      mes,
      confirmado: of(mes).confirmado,
      eventos: of(mes).eventos,
      reservado: of(mes).reservado,
      reservas: of(mes).reservas,
    })),
    cobranza: season.map((mes) => ({ mes, total: of(mes).total, cobrado: of(mes).cobrado, falta: of(mes).falta, extras: of(mes).extras })),
    ocupacion: season.map((mes) => {
      const { findes, ocupadas, provisorias } = of(mes);
      return { mes, findes, ocupadas, provisorias, porcentaje: findes === 0 ? 0 : Math.round((ocupadas * 100) / findes) };
    }),
    embudo: {
      ...made,
      presupuestosPorConsulta: percent(made.presupuestos, made.consultas),
      confirmadosPorPresupuesto: percent(made.confirmados, made.presupuestos),
    },
  };
}

/**
 * The months whose figures a change of a budget touches: its event's month and the month it was written in, before
 * and after the change.
 */
export function monthsOfBudgetChange(
  before: { fechaEvento?: unknown; creadoEl?: IsoDate | null } | null,
  after: { fechaEvento?: unknown; creadoEl?: IsoDate | null } | null,
): MonthKey[] {
  const months = new Set<MonthKey>();
  for (const side of [before, after]) {
    if (!side) continue;
    if (typeof side.fechaEvento === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(side.fechaEvento)) months.add(side.fechaEvento.slice(0, 7));
    if (side.creadoEl) months.add(side.creadoEl.slice(0, 7));
  }
  return [...months].sort();
}
