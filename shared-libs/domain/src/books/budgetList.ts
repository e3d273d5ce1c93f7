// "Presupuestos guardados" (/presupuesto): the database query a filter reads, each on an indexed child (.indexOn of
// presupuestos, scripts/rules/access.ts), what the query cannot say (a status within a month, the search), and the
// months the filter offers; which budgets' plans may be open (planMayBeOpen), the ones /cobranzas reads. Pure.
import { MONTH_NAMES_ES } from '../dates/calendarNames';
import { filterBudgets, searchBudgets, type Budget, type BudgetFilter, type BudgetMonth, type StoredBudget } from './budget';
import type { IsoDate } from '../dates/dates';
import { BUDGET_STATUSES, LEGACY_STATUS_READS_AS, type BudgetStatus } from './budgetStatus';

/** Budgets the list shows at a time; «Ver más» adds as many. */
export const BUDGET_PAGE_SIZE = 20;
/** Receipts «Últimos recibos» shows at a time, newest (highest number) first; «Ver más» adds as many. */
export const RECEIPT_PAGE_SIZE = 20;
/** The event months the filter offers: from this many months before today's… */
export const BUDGET_MONTHS_BACK = 36;
/** …to this many after. */
export const BUDGET_MONTHS_AHEAD = 24;

/**
 * The one query a filter reads, newest last so a window is the query's last N: every budget by when it was made
 * (creadoEn); one status (the stored values that read as it, legacy ones too: one query each, merged); an event
 * month, by the event's date.
 */
export type BudgetQuery = { by: 'creadoEn' } | { by: 'estado'; values: string[] } | { by: 'fechaEvento'; from: string; to: string };

/** The stored values of `estado` that read as a status (readBudgetStatus). */
export function storedStatusValues(status: BudgetStatus): string[] {
  return [status, ...Object.entries(LEGACY_STATUS_READS_AS).flatMap(([legacy, reads]) => (reads === status ? [legacy] : []))];
}

export function budgetQuery(filter: BudgetFilter): BudgetQuery {
  if (/^\d{4}-\d{2}$/.test(filter.mes)) return { by: 'fechaEvento', from: `${filter.mes}-01`, to: `${filter.mes}-31` };
  if (filter.estado !== '') return { by: 'estado', values: storedStatusValues(filter.estado) };
  return { by: 'creadoEn' };
}

/** Newest first: by the event's date, then when made, for a month; by when made otherwise. */
export function budgetListOrder(query: BudgetQuery) {
  return (a: Pick<Budget, 'fechaEvento' | 'creadoEn'>, b: Pick<Budget, 'fechaEvento' | 'creadoEn'>): number =>
    query.by === 'fechaEvento' && a.fechaEvento !== b.fechaEvento ? (a.fechaEvento < b.fechaEvento ? 1 : -1) : b.creadoEn - a.creadoEn;
}

/** Whether a budget the query read belongs in the list: the status within a month, and the search (searchBudgets). */
export function matchesBudgetFilter<T extends Pick<Budget, 'estado' | 'fechaEvento' | 'cliente' | 'telefono'>>(
  budget: T,
  filter: BudgetFilter,
  search: string,
): boolean {
  return filterBudgets([budget], filter).length === 1 && searchBudgets([budget], search).length === 1;
}

/** The event months the filter offers, latest first ("diciembre de 2026"), around today's month ('YYYY-MM-DD'). */
export function budgetMonthChoices(today: string): Array<{ value: BudgetMonth; label: string }> {
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const months: Array<{ value: BudgetMonth; label: string }> = [];
  for (let index = current + BUDGET_MONTHS_AHEAD; index >= current - BUDGET_MONTHS_BACK; index -= 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push({ value: `${year}-${String(month).padStart(2, '0')}`, label: `${MONTH_NAMES_ES[month - 1]} de ${year}` });
  }
  return months;
}

/**
 * The statuses staff mark a plan settled with. Such a budget may still owe (an event done before its balance came):
 * the server-kept figures list those (cerradosConSaldo), so /cobranzas need not query every settled budget.
 */
export const SETTLED_PLAN_STATUSES: readonly BudgetStatus[] = ['pagado', 'realizado'];

/** The statuses whose payment plan may still be open. */
export const OPEN_PLAN_STATUSES: readonly BudgetStatus[] = BUDGET_STATUSES.filter((status) => status !== 'anulado' && !SETTLED_PLAN_STATUSES.includes(status));

/**
 * A quote's statuses: its date is not held, so once its event day has passed it was never taken and there is
 * nothing to collect. /cobranzas reads them by the event's date, from today on.
 */
export const QUOTE_STATUSES: readonly BudgetStatus[] = ['consulta', 'presupuestado'];

/** The open plans that hold their date (reservado, confirmado): /cobranzas reads them by status, whatever their day. */
export const HELD_PLAN_STATUSES: readonly BudgetStatus[] = OPEN_PLAN_STATUSES.filter((status) => !QUOTE_STATUSES.includes(status));

/**
 * Whether a budget's plan may still be open on `today`: a held one until staff mark it settled, a quote until its
 * event day, and any budget with a Mercado Pago seña that came without its date (pagoSinFecha), until staff sort
 * it out. Settled budgets that still owe are the server-kept figures' to list (SETTLED_PLAN_STATUSES).
 */
export function planMayBeOpen(budget: Pick<StoredBudget, 'estado' | 'fechaEvento' | 'pagoSinFecha'>, today: IsoDate): boolean {
  if (budget.pagoSinFecha) return true;
  if (HELD_PLAN_STATUSES.includes(budget.estado)) return true;
  return QUOTE_STATUSES.includes(budget.estado) && budget.fechaEvento >= today;
}
