// The owner's dashboard (/tablero): booked revenue per month of the season, collected versus still owed, how many
// weekend dates are booked, the inquiry → budget → confirmed funnel of a period, the next events and the overdue
// instalments; and the rows of the CSV export of budgets and receipts (Spanish Excel). Money is whole pesos.
// Months are 'YYYY-MM'. Annulled budgets and receipts count nowhere (inTotals), as everywhere else.
import type { BudgetStatus } from './budgetStatus';
import { BUDGET_STATUS_LABELS } from './budgetStatus';
import { addDays, compareCodes, isoDateParts, isoWeekday, isValidIsoDate, todayInHall, type IsoDate, type Weekday } from '../dates/dates';
import { MONTH_NAMES_ES } from '../dates/calendarNames';
import { collectionsDue, type CollectionBudget, type CollectionItem, type PaymentTerms } from './paymentPlan';
import { PAYMENT_METHOD_LABELS, paymentsOnBudget, RECEIPT_CONCEPT_LABELS, type Receipt } from './receipt';
import { inTotals } from './annulment';
import { seasonStartYear } from '../pricing/season';

/** 'YYYY-MM'. */
export type MonthKey = string;

/** Statuses of a budget whose event is booked for good. */
export const BOOKED_STATUSES: readonly BudgetStatus[] = ['confirmado', 'pagado', 'realizado'];
/** How many days ahead «Próximos eventos» looks, today included. */
export const UPCOMING_DAYS = 30;

/** A budget as the dashboard reads it: the budget's facts and its priced total. */
export interface DashboardBudget extends CollectionBudget {
  invitados: number;
}

export type DashboardReceipt = Pick<Receipt, 'monto' | 'concepto' | 'anulacion' | 'presupuestoId'>;

/** A date taken in the calendar (reservas/{fecha}). */
export interface DashboardBooking {
  date: IsoDate;
  kind: 'evento' | 'bloqueo';
  budgetId?: string;
  provisional?: boolean;
}

const isBooked = (budget: Pick<DashboardBudget, 'estado' | 'anulado'>): boolean => !budget.anulado && BOOKED_STATUSES.includes(budget.estado);
const isHeld = (budget: Pick<DashboardBudget, 'estado' | 'anulado'>): boolean => !budget.anulado && budget.estado === 'reservado';
const monthOf = (date: IsoDate): MonthKey => date.slice(0, 7);

function monthParts(month: MonthKey): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]) };
  return parts.month >= 1 && parts.month <= 12 ? parts : null;
}

/** True for 'YYYY-MM' with a month 01–12. */
export function isMonthKey(value: unknown): value is MonthKey {
  return typeof value === 'string' && monthParts(value) !== null;
}

/** The month after `month`. */
export function nextMonth(month: MonthKey): MonthKey {
  const parts = monthParts(month);
  if (!parts) throw new RangeError(`Mes inválido: ${JSON.stringify(month)} (se espera AAAA-MM).`);
  const year = parts.month === 12 ? parts.year + 1 : parts.year;
  const next = parts.month === 12 ? 1 : parts.month + 1;
  return `${String(year).padStart(4, '0')}-${String(next).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included (none when `from` is later; at most 240). */
export function monthsBetween(from: MonthKey, to: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  if (!isMonthKey(from) || !isMonthKey(to)) return months;
  for (let month = from; month <= to && months.length < 240; month = nextMonth(month)) months.push(month);
  return months;
}

/** The season's twelve months (July to June) containing `today`. */
export function seasonMonths(today: IsoDate): MonthKey[] {
  const start = seasonStartYear(today);
  return monthsBetween(`${start}-07`, `${start + 1}-06`);
}

/** "Noviembre 2026". */
export function monthName(month: MonthKey): string {
  const parts = monthParts(month);
  if (!parts) return month;
  const name = MONTH_NAMES_ES[parts.month - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${parts.year}`;
}

/** "nov 2026": the charts' axis. */
export function monthShortName(month: MonthKey): string {
  const parts = monthParts(month);
  if (!parts) return month;
  return `${(MONTH_NAMES_ES[parts.month - 1] ?? '').slice(0, 3)} ${parts.year}`;
}

export interface RevenueMonth {
  mes: MonthKey;
  /** Totals of the budgets confirmed, paid or done whose event falls in the month. */
  confirmado: number;
  eventos: number;
  /** Totals of the budgets whose date is held provisionally (not booked yet: shown apart). */
  reservado: number;
  reservas: number;
}

/** Booked revenue by event month: confirmed or beyond, and the provisional holds apart. */
export function revenueByMonth(budgets: readonly DashboardBudget[], months: readonly MonthKey[]): RevenueMonth[] {
  const rows = new Map(months.map((mes) => [mes, { mes, confirmado: 0, eventos: 0, reservado: 0, reservas: 0 }]));
  for (const budget of budgets) {
    const row = rows.get(monthOf(budget.fechaEvento));
    if (!row) continue;
    if (isBooked(budget)) {
      row.confirmado += budget.total;
      row.eventos += 1;
    } else if (isHeld(budget)) {
      row.reservado += budget.total;
      row.reservas += 1;
    }
  }
  return [...rows.values()];
}

export interface CollectedMonth {
  mes: MonthKey;
  /** The booked budgets' totals. */
  total: number;
  /** Deposits and balances received on them (not annulled), never more than each total. */
  cobrado: number;
  /** What they still owe. */
  falta: number;
  /** Extras charged on top of the totals (not annulled). */
  extras: number;
}

/** Per event month, for the budgets confirmed or beyond: what was collected and what is still owed. */
export function collectedByMonth(budgets: readonly DashboardBudget[], receipts: readonly DashboardReceipt[], months: readonly MonthKey[]): CollectedMonth[] {
  const rows = new Map(months.map((mes) => [mes, { mes, total: 0, cobrado: 0, falta: 0, extras: 0 }]));
  const byBudget = new Map<string, DashboardReceipt[]>();
  for (const receipt of receipts) {
    if (!receipt.presupuestoId) continue;
    const list = byBudget.get(receipt.presupuestoId) ?? [];
    list.push(receipt);
    byBudget.set(receipt.presupuestoId, list);
  }
  for (const budget of budgets) {
    const row = rows.get(monthOf(budget.fechaEvento));
    if (!row || !isBooked(budget)) continue;
    const own = byBudget.get(budget.id) ?? [];
    const paid = Math.min(
      paymentsOnBudget(own).reduce((sum, receipt) => sum + receipt.monto, 0),
      budget.total,
    );
    row.total += budget.total;
    row.cobrado += paid;
    row.falta += budget.total - paid;
    row.extras += own.filter((receipt) => inTotals(receipt) && receipt.concepto === 'extras').reduce((sum, receipt) => sum + receipt.monto, 0);
  }
  return [...rows.values()];
}

export interface OccupancyMonth {
  mes: MonthKey;
  /** Weekend dates in the month (by the weekend-days setting). */
  findes: number;
  /** Of them, booked for good: an event in the calendar or a budget confirmed or beyond. */
  ocupadas: number;
  /** Of them, held provisionally by a budget. */
  provisorias: number;
  /** ocupadas ÷ findes, whole percent (0 when the month has no weekend date). */
  porcentaje: number;
}

/** Weekend-date occupancy per month: booked weekend dates ÷ weekend dates in the month. */
export function weekendOccupancy(
  months: readonly MonthKey[],
  weekendDays: readonly Weekday[],
  bookings: readonly DashboardBooking[],
  budgets: readonly DashboardBudget[],
): OccupancyMonth[] {
  const weekend = new Set<number>(weekendDays);
  const firm = new Set<IsoDate>();
  const held = new Set<IsoDate>();
  for (const booking of bookings) {
    if (booking.kind !== 'evento') continue;
    (booking.provisional ? held : firm).add(booking.date);
  }
  for (const budget of budgets) {
    if (!isValidIsoDate(budget.fechaEvento)) continue;
    if (isBooked(budget)) firm.add(budget.fechaEvento);
    else if (isHeld(budget)) held.add(budget.fechaEvento);
  }
  return months.flatMap((mes) => {
    const parts = monthParts(mes);
    if (!parts) return [];
    let findes = 0;
    let ocupadas = 0;
    let provisorias = 0;
    for (let date: IsoDate = `${mes}-01`; monthOf(date) === mes; date = addDays(date, 1)) {
      if (!weekend.has(isoWeekday(date))) continue;
      findes += 1;
      if (firm.has(date)) ocupadas += 1;
      else if (held.has(date)) provisorias += 1;
    }
    return [{ mes, findes, ocupadas, provisorias, porcentaje: findes === 0 ? 0 : Math.round((ocupadas * 100) / findes) }];
  });
}

export interface Funnel {
  consultas: number;
  presupuestos: number;
  confirmados: number;
  /** presupuestos ÷ consultas, whole percent; null without inquiries. */
  presupuestosPorConsulta: number | null;
  /** confirmados ÷ presupuestos, whole percent; null without budgets. */
  confirmadosPorPresupuesto: number | null;
}

const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part * 100) / whole));

/**
 * The funnel of the months from `from` to `to` (both included), by the day each was made (hall time): inquiries
 * received, budgets written (annulled ones too: they were written), and of those budgets the ones now confirmed
 * or beyond.
 */
export function funnel(
  inquiries: ReadonlyArray<{ creadaEn: number }>,
  budgets: ReadonlyArray<Pick<DashboardBudget, 'creadoEl' | 'estado' | 'anulado'>>,
  from: MonthKey,
  to: MonthKey,
): Funnel {
  const inPeriod = (date: IsoDate) => monthOf(date) >= from && monthOf(date) <= to;
  const consultas = inquiries.filter((inquiry) => inquiry.creadaEn > 0 && inPeriod(todayInHall(new Date(inquiry.creadaEn)))).length;
  const written = budgets.filter((budget) => inPeriod(budget.creadoEl));
  const confirmados = written.filter(isBooked).length;
  return {
    consultas,
    presupuestos: written.length,
    confirmados,
    presupuestosPorConsulta: percent(written.length, consultas),
    confirmadosPorPresupuesto: percent(confirmados, written.length),
  };
}

export interface UpcomingEvent {
  fecha: IsoDate;
  /** null for an event staff put in the calendar without a budget. */
  presupuestoId: string | null;
  cliente: string;
  invitados: number | null;
  estado: BudgetStatus | null;
  total: number | null;
  /** What the budget still owes (deposits and balances received taken off). */
  falta: number | null;
}

/** The events of the next UPCOMING_DAYS days (today included): budgets held or booked, and staff events; by date. */
export function upcomingEvents(
  budgets: readonly DashboardBudget[],
  receipts: readonly DashboardReceipt[],
  bookings: readonly DashboardBooking[],
  today: IsoDate,
): UpcomingEvent[] {
  const last = addDays(today, UPCOMING_DAYS - 1);
  const within = (date: IsoDate) => date >= today && date <= last;
  const events: UpcomingEvent[] = [];
  const withBudget = new Set<IsoDate>();
  for (const budget of budgets) {
    if (!within(budget.fechaEvento) || !(isBooked(budget) || isHeld(budget))) continue;
    const paid = paymentsOnBudget(receipts.filter((receipt) => receipt.presupuestoId === budget.id)).reduce((sum, receipt) => sum + receipt.monto, 0);
    withBudget.add(budget.fechaEvento);
    events.push({
      fecha: budget.fechaEvento,
      presupuestoId: budget.id,
      cliente: budget.cliente,
      invitados: budget.invitados,
      estado: budget.estado,
      total: budget.total,
      falta: Math.max(budget.total - paid, 0),
    });
  }
  for (const booking of bookings) {
    if (booking.kind !== 'evento' || !within(booking.date) || withBudget.has(booking.date)) continue;
    events.push({ fecha: booking.date, presupuestoId: null, cliente: '', invitados: null, estado: null, total: null, falta: null });
  }
  return events.sort((a, b) => compareCodes(a.fecha, b.fecha) || a.cliente.localeCompare(b.cliente, 'es'));
}

/** The instalments already overdue (/cobranzas' first list, by the same payment terms). */
export function overduePayments(
  budgets: readonly CollectionBudget[],
  receipts: ReadonlyArray<DashboardReceipt & Pick<Receipt, 'monto'>>,
  today: IsoDate,
  terms?: PaymentTerms,
): CollectionItem[] {
  return collectionsDue(budgets, receipts, today, terms).filter((item) => item.cuando === 'vencida');
}

export interface Dashboard {
  today: IsoDate;
  temporada: MonthKey[];
  ingresos: RevenueMonth[];
  cobranza: CollectedMonth[];
  ocupacion: OccupancyMonth[];
  embudo: Funnel;
  proximos: UpcomingEvent[];
  vencidas: CollectionItem[];
}

export interface DashboardInput {
  budgets: readonly DashboardBudget[];
  receipts: readonly DashboardReceipt[];
  inquiries: ReadonlyArray<{ creadaEn: number }>;
  bookings: readonly DashboardBooking[];
  weekendDays: readonly Weekday[];
  today: IsoDate;
  /** The funnel's months; the season's by default. */
  desde?: MonthKey;
  hasta?: MonthKey;
  /** The hall's payment terms (config/cobros); the defaults when left out. */
  terms?: PaymentTerms;
}

/** Every figure of /tablero. */
export function dashboard(input: DashboardInput): Dashboard {
  const temporada = seasonMonths(input.today);
  const desde = input.desde ?? temporada[0] ?? '';
  const hasta = input.hasta ?? temporada[temporada.length - 1] ?? '';
  return {
    today: input.today,
    temporada,
    ingresos: revenueByMonth(input.budgets, temporada),
    cobranza: collectedByMonth(input.budgets, input.receipts, temporada),
    ocupacion: weekendOccupancy(temporada, input.weekendDays, input.bookings, input.budgets),
    embudo: funnel(input.inquiries, input.budgets, desde, hasta),
    proximos: upcomingEvents(input.budgets, input.receipts, input.bookings, input.today),
    vencidas: overduePayments(input.budgets, input.receipts, input.today, input.terms),
  };
}

export type PeriodCheck = { ok: true; desde: MonthKey; hasta: MonthKey } | { ok: false; error: string };

/** The funnel's period as picked: both months, «Desde» not after «Hasta»; the message in Spanish. */
export function checkPeriod(desde: string, hasta: string): PeriodCheck {
  if (!isMonthKey(desde) || !isMonthKey(hasta)) return { ok: false, error: 'Elegí el mes de inicio y el de fin.' };
  if (desde > hasta) return { ok: false, error: `«Desde» (${monthName(desde)}) no puede ser posterior a «Hasta» (${monthName(hasta)}).` };
  return { ok: true, desde, hasta };
}

// ——— CSV export (Spanish Excel): the rows as strings; the file (BOM, ';') is made by the back-office. ———

/** "10/11/2026": dd/mm/aaaa, what a Spanish Excel reads as a date; '' when not a date. */
export function csvDate(date: IsoDate): string {
  if (!isValidIsoDate(date)) return '';
  const { year, month, day } = isoDateParts(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** "1234567" for whole pesos, "1234,50" with centavos (comma decimals, no thousands dots): a number to Excel. */
export function csvAmount(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount)) return '';
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
}

export interface BudgetCsvInput extends DashboardBudget {
  descuento: number;
  /** Deposits and balances received (not annulled). */
  pagado: number;
  anulacion: { motivo: string } | null;
}

export const BUDGET_CSV_HEADER = [
  'Presupuesto',
  'Cliente',
  'Teléfono',
  'Fecha del evento',
  'Invitados',
  'Estado',
  'Total',
  'Descuento',
  'Seña',
  'Pagado',
  'Falta pagar',
  'Creado el',
  'Motivo de la anulación',
] as const;

/** The budgets' rows, header first, by event date: annulled ones too (the books keep them), marked by their status. */
export function budgetCsvRows(budgets: readonly BudgetCsvInput[]): string[][] {
  const sorted = [...budgets].sort((a, b) => compareCodes(a.fechaEvento, b.fechaEvento) || compareCodes(a.id, b.id));
  return [
    [...BUDGET_CSV_HEADER],
    ...sorted.map((budget) => {
      const anulado = budget.anulado || budget.estado === 'anulado';
      return [
        budget.id,
        budget.cliente,
        budget.telefono,
        csvDate(budget.fechaEvento),
        String(budget.invitados),
        BUDGET_STATUS_LABELS[anulado ? 'anulado' : budget.estado],
        csvAmount(budget.total),
        csvAmount(budget.descuento),
        csvAmount(budget.sena),
        csvAmount(budget.pagado),
        csvAmount(anulado ? 0 : Math.max(budget.total - budget.pagado, 0)),
        csvDate(budget.creadoEl),
        budget.anulacion?.motivo ?? '',
      ];
    }),
  ];
}

export const RECEIPT_CSV_HEADER = [
  'Número',
  'Fecha',
  'Cliente',
  'Concepto',
  'Medio de pago',
  'Importe',
  'Presupuesto',
  'Saldo pendiente',
  'Detalle',
  'Emitido por',
  'Anulado',
  'Motivo de la anulación',
] as const;

/** The receipts' rows, header first, by number: annulled ones too, marked «Sí». */
export function receiptCsvRows(receipts: ReadonlyArray<Omit<Receipt, 'anulacion'> & { anulacion?: { motivo: string } | null }>): string[][] {
  const sorted = [...receipts].sort((a, b) => a.numero - b.numero);
  return [
    [...RECEIPT_CSV_HEADER],
    ...sorted.map((receipt) => [
      String(receipt.numero),
      receipt.emitidoEn > 0 ? csvDate(todayInHall(new Date(receipt.emitidoEn))) : '',
      receipt.cliente,
      RECEIPT_CONCEPT_LABELS[receipt.concepto],
      PAYMENT_METHOD_LABELS[receipt.medioDePago],
      csvAmount(receipt.monto),
      receipt.presupuestoId,
      csvAmount(receipt.saldoPendiente),
      receipt.detalle,
      receipt.emitidoPor,
      receipt.anulacion ? 'Sí' : 'No',
      receipt.anulacion?.motivo ?? '',
    ]),
  ];
}

/** "presupuestos-2026-11-10.csv". */
export function csvFileName(kind: 'presupuestos' | 'recibos', today: IsoDate): string {
  return `${kind}-${today}.csv`;
}
