// /tablero's model (docs/performance.md, "Server-kept figures"): the season's and the funnel's figures from the months
// the server keeps (cifras/meses, a key range), the next days' events from the budgets of those days, the overdue
// instalments from the open plans (as /cobranzas), with their totals and charts (dashboardFigures.ts); the funnel's
// period as picked; the CSV exports of budgets and receipts, which read the books only when asked for.
import { useMemo, useState } from 'react';
import { useLive } from '@salon/firebase';
import { watchPrices, type Booking } from '@salon/firebase/data';
import {
  readAllBudgets,
  readAllReceipts,
  watchBookingsBetween,
  watchEventPlans,
  watchKeptFigures,
  watchOpenPlans,
  watchPaymentTerms,
  type OpenPlans,
} from '@salon/firebase/staff';
import {
  addDays,
  budgetCsvRows,
  checkPeriod,
  csvFileName,
  figuresOfMonths,
  firstMonthMade,
  monthName,
  monthsBetween,
  overduePayments,
  paymentsOnBudget,
  pricedBudget,
  receiptCsvRows,
  seasonMonths,
  todayInHall,
  upcomingEvents,
  UPCOMING_DAYS,
  type BudgetCsvInput,
  type Dashboard,
  type IsoDate,
  type MonthFigures,
  type MonthKey,
  type Receipt,
  type StoredBudget,
} from '@salon/domain';
import { seasonText, tableroCharts, tableroTotals, type DashboardCharts, type DashboardTotals } from './dashboardFigures';

export interface DashboardData {
  watchKeptFigures: typeof watchKeptFigures;
  watchEventPlans: typeof watchEventPlans;
  watchBookingsBetween: typeof watchBookingsBetween;
  watchOpenPlans: typeof watchOpenPlans;
  watchPrices: typeof watchPrices;
  watchPaymentTerms: typeof watchPaymentTerms;
  readAllBudgets: typeof readAllBudgets;
  readAllReceipts: typeof readAllReceipts;
  /** Hands the rows to the browser as a file (csvFile.ts, loaded when first used). */
  download: (fileName: string, rows: string[][]) => Promise<void>;
  now: () => Date;
}

const DATA: DashboardData = {
  watchKeptFigures,
  watchEventPlans,
  watchBookingsBetween,
  watchOpenPlans,
  watchPrices,
  watchPaymentTerms,
  readAllBudgets,
  readAllReceipts,
  download: async (fileName, rows) => (await import('./csvFile')).downloadCsv(fileName, rows),
  now: () => new Date(),
};

/** Oldest month the period selector offers: five seasons back at most. */
const MAX_MONTHS_BACK = 60;

export interface DashboardPeriod {
  desde: MonthKey;
  hasta: MonthKey;
  setDesde: (month: MonthKey) => void;
  setHasta: (month: MonthKey) => void;
  /** The months to pick from, with their Spanish names. */
  options: Array<{ value: MonthKey; label: string }>;
  /** Why the period cannot be used (the funnel is not shown then); null when it can. */
  error: string | null;
}

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      figures: Dashboard;
      /** "Julio 2026 a Junio 2027". */
      season: string;
      totals: DashboardTotals;
      charts: DashboardCharts;
      /** false while the period picked is not valid (the funnel then shows the season's figures, hidden). */
      funnelShown: boolean;
      period: DashboardPeriod;
      exportBudgets: () => Promise<void>;
      exportReceipts: () => Promise<void>;
      /** A file is being made (the books are being read). */
      exporting: boolean;
      /** The last export could not make its file (cleared when one is tried again). */
      exportFailed: boolean;
    };

export function useDashboard(data: DashboardData = DATA): DashboardState {
  const today: IsoDate = todayInHall(data.now());
  const season = useMemo(() => seasonMonths(today), [today]);
  const first = season[0] ?? '';
  const last = season[season.length - 1] ?? '';
  const floor = shiftMonths(last, -(MAX_MONTHS_BACK - 1));
  const until = addDays(today, UPCOMING_DAYS - 1);
  const kept = useLive<Record<MonthKey, MonthFigures>>((onData, onError) => data.watchKeptFigures(floor, last, onData, onError), [data, floor, last]);
  const events = useLive<OpenPlans>((onData, onError) => data.watchEventPlans(today, until, onData, onError), [data, today, until]);
  const bookings = useLive<Booking[]>((onData, onError) => data.watchBookingsBetween(today, until, onData, onError), [data, today, until]);
  const open = useLive(data.watchOpenPlans, [data]);
  const prices = useLive(data.watchPrices, [data]);
  const terms = useLive(data.watchPaymentTerms, [data]);
  const [desde, setDesde] = useState<MonthKey>(first);
  const [hasta, setHasta] = useState<MonthKey>(last);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const check = checkPeriod(desde, hasta);
  const from = check.ok ? check.desde : first;
  const to = check.ok ? check.hasta : last;
  // Prices that cannot be read only leave the budgets saved without a copy unpriced (as in /cobranzas).
  const table = prices.status === 'ready' ? prices.value : null;
  const pricesSettled = prices.status !== 'loading';

  const figures = useMemo<Dashboard | null>(() => {
    if (kept.status !== 'ready' || events.status !== 'ready' || bookings.status !== 'ready' || open.status !== 'ready' || !pricesSettled) return null;
    const price = (budgets: readonly StoredBudget[]) => budgets.flatMap((budget) => pricedBudget(budget, table, today) ?? []);
    return {
      today,
      temporada: season,
      ...figuresOfMonths(kept.value, season, monthsBetween(from, to)),
      proximos: upcomingEvents(price(events.value.budgets), events.value.receipts, bookings.value, today),
      // Without the terms (not readable) the overdue list follows the defaults, as /cobranzas does.
      vencidas: overduePayments(price(open.value.budgets), open.value.receipts, today, terms.status === 'ready' ? terms.value : undefined),
    };
  }, [kept, events, bookings, open, table, pricesSettled, terms, today, season, from, to]);

  // The charts keep their identity while the figures do: BarChart redraws when its spec changes.
  const shown = useMemo(
    () => (figures ? { season: seasonText(figures.temporada), totals: tableroTotals(figures), charts: tableroCharts(figures) } : null),
    [figures],
  );

  // From the first month anything was made in (five seasons back at most) to the season's end.
  const made = kept.status === 'ready' ? firstMonthMade(kept.value) : null;
  const optionsFrom = made && made < first ? made : first;
  const options = useMemo(() => monthsBetween(optionsFrom, last).map((value) => ({ value, label: monthName(value) })), [optionsFrom, last]);

  if ([kept, events, bookings, open].some((state) => state.status === 'error')) return { status: 'error' };
  if (!figures || !shown) return { status: 'loading' };
  const download = async (fileName: string, rows: (books: { budgets: StoredBudget[]; receipts: Receipt[] }) => string[][]) => {
    setExportFailed(false);
    setExporting(true);
    try {
      const [budgets, receipts] = await Promise.all([data.readAllBudgets(), data.readAllReceipts()]);
      await data.download(fileName, rows({ budgets, receipts }));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return {
    status: 'ready',
    figures,
    ...shown,
    funnelShown: check.ok,
    period: { desde, hasta, setDesde, setHasta, options, error: check.ok ? null : check.error },
    exportBudgets: () => download(csvFileName('presupuestos', today), (books) => budgetCsvRows(budgetRows(books, table, today))),
    exportReceipts: () => download(csvFileName('recibos', today), (books) => receiptCsvRows(books.receipts)),
    exporting,
    exportFailed,
  };
}

/** Every budget priced (as /cobranzas prices them) with what its receipts paid: the budgets' CSV rows. */
function budgetRows(books: { budgets: StoredBudget[]; receipts: Receipt[] }, table: unknown, today: IsoDate): BudgetCsvInput[] {
  const byBudget = new Map<string, Receipt[]>();
  for (const receipt of books.receipts) {
    if (receipt.presupuestoId) byBudget.set(receipt.presupuestoId, [...(byBudget.get(receipt.presupuestoId) ?? []), receipt]);
  }
  return books.budgets.flatMap((budget): BudgetCsvInput[] => {
    const priced = pricedBudget(budget, table, today);
    if (!priced) return [];
    const paid = paymentsOnBudget(byBudget.get(budget.id) ?? []).reduce((sum, receipt) => sum + receipt.monto, 0);
    return [{ ...priced, pagado: paid, anulacion: budget.anulacion }];
  });
}

/** The month `count` months after `month` (negative: before). */
function shiftMonths(month: MonthKey, count: number): MonthKey {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
