// /tablero's server-kept figures (cifras/meses/{AAAA-MM}, docs/performance.md, "Server-kept figures"). A write to a
// budget, a receipt, an inquiry or a date recomputes the months it touches from those months' books, read by
// indexed queries, so the work per write is bounded by a month and never by the years of books. `npm run cifras`
// recomputes every month with books. Recomputing is idempotent; concurrent recomputations of one month are ordered
// by `pedido` (taken before reading) and `calculado` (the newest request that wrote), so an older one never
// overwrites a newer one.
import type { Database } from 'firebase-admin/database';
import {
  asRecord,
  isMonthKey,
  nextMonth,
  monthFigures,
  monthsOfBudgetChange,
  parseBookings,
  parseBudget,
  parseReceipts,
  pricedBudget,
  resolveWeekendDays,
  startOfHallDay,
  todayInHall,
  type DashboardBudget,
  type MonthKey,
} from '@salon/domain';
import { STORED } from '@salon/schema';

const FIGURES = STORED.figures.path;

/** The ms range of a month in hall time: [first instant, last instant]. */
function hallMonthRange(mes: MonthKey): [number, number] {
  return [startOfHallDay(`${mes}-01`), startOfHallDay(`${nextMonth(mes)}-01`) - 1];
}

const values = async (query: ReturnType<Database['ref']> | ReturnType<ReturnType<Database['ref']>['orderByChild']>) => asRecord((await query.get()).val());

/** Recomputes one month's figures from its books and stores them, unless a newer recomputation already did. */
export async function recomputeMonth(db: Database, mes: MonthKey, nowMs: number): Promise<void> {
  if (!isMonthKey(mes)) return;
  const ref = db.ref(`${FIGURES}/${mes}`);
  let pedido = 0;
  await ref.child('pedido').transaction((current: unknown) => {
    pedido = (typeof current === 'number' ? current : 0) + 1;
    return pedido;
  });
  const [from, to] = hallMonthRange(mes);
  const budgets = db.ref(STORED.budgets.path);
  const [events, written, inquiries, bookings, prices, weekend] = await Promise.all([
    values(budgets.orderByChild('fechaEvento').startAt(`${mes}-01`).endAt(`${mes}-31`)),
    values(budgets.orderByChild('creadoEn').startAt(from).endAt(to)),
    values(db.ref(STORED.inquiries.path).orderByChild('creadaEn').startAt(from).endAt(to)),
    values(db.ref(STORED.bookings.path).orderByKey().startAt(`${mes}-01`).endAt(`${mes}-31`)),
    db
      .ref(STORED.prices.path)
      .get()
      .then((snapshot) => snapshot.val() as unknown),
    db
      .ref(STORED.weekendDays.path)
      .get()
      .then((snapshot) => snapshot.val() as unknown),
  ]);
  const today = todayInHall(new Date(nowMs));
  const priced = (raw: Record<string, unknown>): DashboardBudget[] =>
    Object.entries(raw).flatMap(([id, value]) => {
      const stored = parseBudget(id, value);
      return (stored && pricedBudget(stored, prices, today)) || [];
    });
  const monthEvents = priced(events);
  const receipts = (
    await Promise.all(monthEvents.map((budget) => values(db.ref(STORED.receipts.path).orderByChild('presupuestoId').equalTo(budget.id))))
  ).flatMap(parseReceipts);
  const figures = monthFigures({
    mes,
    events: monthEvents,
    receipts,
    written: priced(written),
    inquiries: Object.values(inquiries).flatMap((value) => {
      const creadaEn = asRecord(value).creadaEn;
      return typeof creadaEn === 'number' ? [{ creadaEn }] : [];
    }),
    bookings: parseBookings(bookings),
    weekendDays: resolveWeekendDays(weekend).days,
  });
  await ref.transaction((current: unknown) => {
    const stored = asRecord(current);
    const calculado = typeof stored.calculado === 'number' ? stored.calculado : 0;
    if (calculado >= pedido) return undefined; // a newer recomputation wrote already
    return { ...figures, pedido: typeof stored.pedido === 'number' ? stored.pedido : pedido, calculado: pedido };
  });
}

/** The month of an inquiry's arrival (hall time), or none. */
function inquiryMonth(raw: unknown): MonthKey[] {
  const creadaEn = asRecord(raw).creadaEn;
  return typeof creadaEn === 'number' && creadaEn > 0 ? [todayInHall(new Date(creadaEn)).slice(0, 7)] : [];
}

const budgetSide = (raw: unknown) => {
  if (raw === null || raw === undefined) return null;
  const record = asRecord(raw);
  return { fechaEvento: record.fechaEvento, creadoEl: typeof record.creadoEn === 'number' ? todayInHall(new Date(record.creadoEn)) : null };
};

export type FiguresChange =
  | { kind: 'budget'; before: unknown; after: unknown }
  | { kind: 'receipt'; before: unknown; after: unknown }
  | { kind: 'inquiry'; before: unknown; after: unknown }
  | { kind: 'booking'; date: string };

/** The months a write touches (a receipt: its budget's event month, before and after). */
export async function monthsOfChange(db: Database, change: FiguresChange): Promise<MonthKey[]> {
  switch (change.kind) {
    case 'budget':
      return monthsOfBudgetChange(budgetSide(change.before), budgetSide(change.after));
    case 'inquiry':
      return [...new Set([...inquiryMonth(change.before), ...inquiryMonth(change.after)])];
    case 'booking':
      return /^\d{4}-\d{2}-\d{2}$/.test(change.date) ? [change.date.slice(0, 7)] : [];
    case 'receipt': {
      const ids = [...new Set([asRecord(change.before).presupuestoId, asRecord(change.after).presupuestoId])].filter(
        (id): id is string => typeof id === 'string' && id !== '' && !/[.#$[\]/]/.test(id),
      );
      const dates = await Promise.all(ids.map(async (id) => (await db.ref(`${STORED.budgets.path}/${id}/fechaEvento`).get()).val() as unknown));
      return [...new Set(dates.flatMap((date) => (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? [date.slice(0, 7)] : [])))].sort();
    }
  }
}

/** What a trigger does: the touched months recomputed, one after another. */
export async function keepFigures(db: Database, change: FiguresChange, nowMs: number): Promise<MonthKey[]> {
  const months = await monthsOfChange(db, change);
  for (const mes of months) await recomputeMonth(db, mes, nowMs);
  return months;
}

/** Every month with books, from the first to the last (by event date, creation and arrival): for `npm run cifras`. */
export async function monthsWithBooks(db: Database): Promise<MonthKey[]> {
  const edge = async (path: string, child: string, last: boolean) => {
    const query = db.ref(path).orderByChild(child);
    const found = Object.values(asRecord((await (last ? query.limitToLast(1) : query.limitToFirst(1)).get()).val()));
    const value = asRecord(found[0])[child];
    if (typeof value === 'string' && /^\d{4}-\d{2}/.test(value)) return value.slice(0, 7);
    if (typeof value === 'number' && value > 0) return todayInHall(new Date(value)).slice(0, 7);
    return null;
  };
  const edges = (
    await Promise.all([
      edge(STORED.budgets.path, 'fechaEvento', false),
      edge(STORED.budgets.path, 'fechaEvento', true),
      edge(STORED.budgets.path, 'creadoEn', false),
      edge(STORED.budgets.path, 'creadoEn', true),
      edge(STORED.inquiries.path, 'creadaEn', false),
      edge(STORED.inquiries.path, 'creadaEn', true),
    ])
  )
    .filter((month): month is MonthKey => isMonthKey(month))
    .sort();
  const months: MonthKey[] = [];
  const first = edges[0];
  const last = edges[edges.length - 1];
  if (!first || !last) return months;
  for (let mes = first; mes <= last && months.length < 1200; mes = nextMonth(mes)) months.push(mes);
  return months;
}
