// /tablero's model: budgets (priced as /cobranzas prices them), receipts, inquiries, bookings and the weekend days,
// live, turned into the dashboard's figures (@salon/domain, dashboard.ts) with their totals and charts
// (dashboardFigures.ts); the funnel's period as picked; the CSV exports of budgets and receipts.
import { useMemo, useState } from 'react';
import { useLive } from '@salon/firebase';
import { watchBookings, watchPrices, watchWeekendDays } from '@salon/firebase/data';
import { watchInquiries } from '@salon/firebase/consultas';
import { watchBudgets, watchPaymentTerms, watchReceipts } from '@salon/firebase/staff';
import {
  budgetCsvRows,
  checkPeriod,
  csvFileName,
  dashboard,
  pricedBudget,
  monthName,
  monthsBetween,
  paymentsOnBudget,
  receiptCsvRows,
  seasonMonths,
  todayInHall,
  type BudgetCsvInput,
  type Dashboard,
  type IsoDate,
  type MonthKey,
} from '@salon/domain';
import { seasonText, tableroCharts, tableroTotals, type DashboardCharts, type DashboardTotals } from './dashboardFigures';

export interface DashboardData {
  watchBudgets: typeof watchBudgets;
  watchReceipts: typeof watchReceipts;
  watchPrices: typeof watchPrices;
  watchInquiries: typeof watchInquiries;
  watchBookings: typeof watchBookings;
  watchWeekendDays: typeof watchWeekendDays;
  watchPaymentTerms: typeof watchPaymentTerms;
  /** Hands the rows to the browser as a file (csvFile.ts, loaded when first used). */
  download: (fileName: string, rows: string[][]) => Promise<void>;
  now: () => Date;
}

const DATA: DashboardData = {
  watchBudgets,
  watchReceipts,
  watchPrices,
  watchInquiries,
  watchBookings,
  watchWeekendDays,
  watchPaymentTerms,
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
      /** The last export could not make its file (cleared when one is tried again). */
      exportFailed: boolean;
    };

export function useDashboard(data: DashboardData = DATA): DashboardState {
  const budgets = useLive(data.watchBudgets);
  const receipts = useLive(data.watchReceipts);
  const prices = useLive(data.watchPrices);
  const inquiries = useLive(data.watchInquiries);
  const bookings = useLive(data.watchBookings);
  const weekendDays = useLive(data.watchWeekendDays);
  const terms = useLive(data.watchPaymentTerms);
  const today: IsoDate = todayInHall(data.now());
  const season = seasonMonths(today);
  const [desde, setDesde] = useState<MonthKey>(season[0] ?? '');
  const [hasta, setHasta] = useState<MonthKey>(season[season.length - 1] ?? '');
  const [exportFailed, setExportFailed] = useState(false);

  const priced = useMemo<BudgetCsvInput[] | null>(() => {
    if (budgets.status !== 'ready' || receipts.status !== 'ready' || prices.status === 'loading') return null;
    const table = prices.status === 'ready' ? prices.value : null;
    return budgets.value.flatMap((budget): BudgetCsvInput[] => {
      const priced = pricedBudget(budget, table, today);
      if (!priced) return [];
      const own = receipts.value.filter((receipt) => receipt.presupuestoId === budget.id);
      return [{ ...priced, pagado: paymentsOnBudget(own).reduce((sum, receipt) => sum + receipt.monto, 0), anulacion: budget.anulacion }];
    });
  }, [budgets, receipts, prices, today]);

  const check = checkPeriod(desde, hasta);
  const from = check.ok ? check.desde : undefined;
  const to = check.ok ? check.hasta : undefined;

  const figures = useMemo<Dashboard | null>(() => {
    if (!priced || receipts.status !== 'ready' || inquiries.status !== 'ready' || bookings.status !== 'ready' || weekendDays.status !== 'ready') return null;
    return dashboard({
      budgets: priced,
      receipts: receipts.value,
      inquiries: inquiries.value,
      bookings: bookings.value,
      weekendDays: weekendDays.value,
      today,
      ...(from && to ? { desde: from, hasta: to } : {}),
      // Without the terms (not readable) the overdue list follows the defaults, as /cobranzas does.
      ...(terms.status === 'ready' ? { terms: terms.value } : {}),
    });
  }, [priced, receipts, inquiries, bookings, weekendDays, terms, today, from, to]);

  // The charts keep their identity while the figures do: BarChart redraws when its spec changes.
  const shown = useMemo(
    () => (figures ? { season: seasonText(figures.temporada), totals: tableroTotals(figures), charts: tableroCharts(figures) } : null),
    [figures],
  );

  const options = useMemo(() => {
    const made = [
      ...(priced ?? []).map((budget) => budget.creadoEl.slice(0, 7)),
      ...(inquiries.status === 'ready'
        ? inquiries.value.filter((inquiry) => inquiry.creadaEn > 0).map((inquiry) => todayInHall(new Date(inquiry.creadaEn)).slice(0, 7))
        : []),
    ];
    const months = seasonMonths(today);
    const last = months[months.length - 1] ?? '';
    const floor = shiftMonths(last, -(MAX_MONTHS_BACK - 1));
    const first = [months[0] ?? last, ...made].filter((month) => month >= floor).sort()[0] ?? last;
    return monthsBetween(first, last).map((value) => ({ value, label: monthName(value) }));
  }, [priced, inquiries, today]);

  // Prices that cannot be read only leave the budgets saved without a copy unpriced (as in /cobranzas).
  if ([budgets, receipts, inquiries, bookings, weekendDays].some((state) => state.status === 'error')) return { status: 'error' };
  if (!figures || !shown || !priced || receipts.status !== 'ready') return { status: 'loading' };
  const budgetRows = priced;
  const receiptList = receipts.value;
  const download = async (fileName: string, rows: () => string[][]) => {
    setExportFailed(false);
    try {
      await data.download(fileName, rows());
    } catch {
      setExportFailed(true);
    }
  };
  return {
    status: 'ready',
    figures,
    ...shown,
    funnelShown: check.ok,
    period: { desde, hasta, setDesde, setHasta, options, error: check.ok ? null : check.error },
    exportBudgets: () => download(csvFileName('presupuestos', today), () => budgetCsvRows(budgetRows)),
    exportReceipts: () => download(csvFileName('recibos', today), () => receiptCsvRows(receiptList)),
    exportFailed,
  };
}

/** The month `count` months after `month` (negative: before). */
function shiftMonths(month: MonthKey, count: number): MonthKey {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
