// The payment plan of a budget: a deposit (seña) due when the budget is made and the rest (saldo) due some days
// before the event, by the hall's payment terms (config/cobros; docs/storage-contract.md, "Payment plan"). Money is
// whole pesos; the instalments add up exactly to the budget's total.
import { BALANCE_DAYS_MAX, DEFAULT_BALANCE_DAYS, DEFAULT_DEPOSIT_PERCENT, type PaymentTermsShape } from '@salon/schema';
import type { BudgetStatus } from './budgetStatus';
import { QUOTE_STATUSES } from './budgetList';
import { addDays, compareCodes, formatDateShort, isValidIsoDate, todayInHall, type IsoDate } from '../dates/dates';
import { formatARS } from '../pricing/money';
import { budgetTotals, effectivePriceCopy, type StoredBudget } from './budget';
import { paymentsOnBudget, type Receipt } from './receipt';
import { asRecord } from '../data/values';

export { BALANCE_DAYS_MAX, DEFAULT_BALANCE_DAYS, DEFAULT_DEPOSIT_PERCENT };

/**
 * The hall's payment terms (config/cobros, paymentTermsSchema): the deposit as a percent (whole 0–100) of the total of
 * a budget that names none, and how many days before the event the balance falls due (at once when it is closer).
 */
export type PaymentTerms = PaymentTermsShape;

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { porcentajeSena: DEFAULT_DEPOSIT_PERCENT, diasSaldo: DEFAULT_BALANCE_DAYS };

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** config/cobros as stored; a missing or broken field reads as its default. */
export function parsePaymentTerms(raw: unknown): PaymentTerms {
  const record = asRecord(raw);
  return {
    porcentajeSena: wholeIn(record.porcentajeSena, 0, 100) ? record.porcentajeSena : DEFAULT_DEPOSIT_PERCENT,
    diasSaldo: wholeIn(record.diasSaldo, 0, BALANCE_DAYS_MAX) ? record.diasSaldo : DEFAULT_BALANCE_DAYS,
  };
}

export interface PaymentTermsForm {
  porcentajeSena: string;
  diasSaldo: string;
}

export type PaymentTermsCheck = { ok: true; value: PaymentTerms } | { ok: false; errors: Partial<Record<keyof PaymentTermsForm, string>> };

/** What an admin types in "Seña y saldo": whole numbers, the percent 0–100 and the days 0–180; said in Spanish. */
export function validatePaymentTerms(form: PaymentTermsForm): PaymentTermsCheck {
  const errors: Partial<Record<keyof PaymentTermsForm, string>> = {};
  const percent = form.porcentajeSena.trim().replace(/\s*%$/, '');
  const days = form.diasSaldo.trim();
  if (!/^\d{1,3}$/.test(percent) || Number(percent) > 100) errors.porcentajeSena = 'Escribí un porcentaje entero entre 0 y 100.';
  if (!/^\d{1,3}$/.test(days) || Number(days) > BALANCE_DAYS_MAX) errors.diasSaldo = `Escribí una cantidad entera de días entre 0 y ${BALANCE_DAYS_MAX}.`;
  if (errors.porcentajeSena || errors.diasSaldo) return { ok: false, errors };
  return { ok: true, value: { porcentajeSena: Number(percent), diasSaldo: Number(days) } };
}

export type InstalmentConcept = 'seña' | 'saldo';
export type InstalmentStatus = 'pagada' | 'parcial' | 'pendiente' | 'vencida';

export interface Instalment {
  concepto: InstalmentConcept;
  monto: number;
  venceEl: IsoDate;
  /** What the receipts paid towards this instalment (deposits and balances, oldest first, fill the plan in order). */
  pagado: number;
  /** What is still owed on it. */
  falta: number;
  estado: InstalmentStatus;
}

export interface PaymentPlanInput {
  total: number;
  /** The budget's own deposit; 0 (or less) takes the default percent. */
  sena: number;
  fechaEvento: IsoDate;
  /** The day the budget was made (hall time): the deposit falls due then. */
  creadoEl: IsoDate;
  today: IsoDate;
  /** The hall's terms; DEFAULT_PAYMENT_TERMS when left out. */
  terms?: PaymentTerms;
}

/** The deposit of a budget: its own when it has one (never more than the total), otherwise the percent of the total. */
export function depositAmount(total: number, sena: number, percent: number = DEFAULT_DEPOSIT_PERCENT): number {
  const whole = Math.max(Math.floor(total), 0);
  if (sena > 0) return Math.min(Math.floor(sena), whole);
  const share = Number.isInteger(percent) && percent >= 0 && percent <= 100 ? percent : DEFAULT_DEPOSIT_PERCENT;
  return Math.min(Math.round((whole * share) / 100), whole);
}

/** When the balance falls due: `days` days before the event, never before the budget was made. */
export function balanceDueDate(fechaEvento: IsoDate, creadoEl: IsoDate, days: number = DEFAULT_BALANCE_DAYS): IsoDate {
  if (!isValidIsoDate(fechaEvento)) return creadoEl;
  const due = addDays(fechaEvento, -days);
  return due < creadoEl ? creadoEl : due;
}

type PlanReceipt = Pick<Receipt, 'monto' | 'concepto' | 'anulacion'>;

/**
 * The instalments of a budget with what its receipts paid: deposits and balances (annulled receipts and extras left
 * out) fill the instalments in order, the deposit first. An instalment not paid in full is 'vencida' after its day.
 */
export function paymentPlan(input: PaymentPlanInput, receipts: readonly PlanReceipt[]): Instalment[] {
  const total = Math.max(Math.floor(input.total), 0);
  const terms = input.terms ?? DEFAULT_PAYMENT_TERMS;
  const deposit = depositAmount(total, input.sena, terms.porcentajeSena);
  const parts: Array<{ concepto: InstalmentConcept; monto: number; venceEl: IsoDate }> = [];
  if (deposit > 0) parts.push({ concepto: 'seña', monto: deposit, venceEl: input.creadoEl });
  if (total - deposit > 0)
    parts.push({ concepto: 'saldo', monto: total - deposit, venceEl: balanceDueDate(input.fechaEvento, input.creadoEl, terms.diasSaldo) });
  let paid = paymentsOnBudget(receipts).reduce((sum, receipt) => sum + receipt.monto, 0);
  return parts.map((part) => {
    const pagado = Math.min(paid, part.monto);
    paid -= pagado;
    const falta = part.monto - pagado;
    const estado: InstalmentStatus = falta === 0 ? 'pagada' : input.today > part.venceEl ? 'vencida' : pagado > 0 ? 'parcial' : 'pendiente';
    return { ...part, pagado, falta, estado };
  });
}

export const INSTALMENT_LABELS: Readonly<Record<InstalmentConcept, string>> = { seña: 'Seña', saldo: 'Saldo' };

/** "Pagada", "Pagada en parte, vence el mar 24/11", "Vence el mar 24/11", "Vencida el mar 24/11". */
export function instalmentStatusText(instalment: Pick<Instalment, 'estado' | 'venceEl'>): string {
  const day = isValidIsoDate(instalment.venceEl) ? formatDateShort(instalment.venceEl) : instalment.venceEl;
  switch (instalment.estado) {
    case 'pagada':
      return 'Pagada';
    case 'parcial':
      return `Pagada en parte, vence el ${day}`;
    case 'vencida':
      return `Vencida el ${day}`;
    default:
      return `Vence el ${day}`;
  }
}

/** Whether an instalment still owed falls due within the week from today (today included) or is already overdue. */
export function instalmentCollection(instalment: Pick<Instalment, 'estado' | 'venceEl'>, today: IsoDate): 'vencida' | 'semana' | null {
  if (instalment.estado === 'pagada') return null;
  if (instalment.estado === 'vencida') return 'vencida';
  return instalment.venceEl <= addDays(today, 6) ? 'semana' : null;
}

/** The WhatsApp reminder to a client for an instalment still owed, in Spanish. */
export function paymentReminderMessage(
  cliente: string,
  fechaEvento: IsoDate,
  instalment: Pick<Instalment, 'concepto' | 'falta' | 'venceEl' | 'estado'>,
): string {
  const name = cliente.trim().split(/\s+/)[0] ?? '';
  const greeting = name === '' ? 'Hola!' : `Hola ${name}!`;
  const event = isValidIsoDate(fechaEvento) ? formatDateShort(fechaEvento) : fechaEvento;
  const day = isValidIsoDate(instalment.venceEl) ? formatDateShort(instalment.venceEl) : instalment.venceEl;
  const what = instalment.concepto === 'seña' ? 'la seña' : 'el saldo';
  const when = instalment.estado === 'vencida' ? `venció el ${day}` : `vence el ${day}`;
  return `${greeting} Te recordamos que ${what} de tu evento del ${event} (${formatARS(instalment.falta)}) ${when}. Cualquier consulta, escribinos. ¡Gracias!`;
}

/** Whether a receipt confirms its budget: a deposit on a budget whose date is held provisionally ('reservado'). */
export function depositConfirmsBooking(concepto: Receipt['concepto'], estado: BudgetStatus): boolean {
  return concepto === 'seña' && estado === 'reservado';
}

export interface CollectionBudget {
  id: string;
  cliente: string;
  telefono: string;
  fechaEvento: IsoDate;
  estado: BudgetStatus;
  anulado: boolean;
  /** The day it was made (hall time). */
  creadoEl: IsoDate;
  total: number;
  sena: number;
}

/** A budget as the plan, /cobranzas and /tablero read it: priced, with its guests and discount. */
export interface PricedBudget extends CollectionBudget {
  invitados: number;
  descuento: number;
}

/**
 * A stored budget priced with its own copy of the prices (an older one without it, with the month's prices `rawPrices`);
 * null when it cannot be priced. Made today when its creation time is unknown.
 */
export function pricedBudget(budget: StoredBudget, rawPrices: unknown, today: IsoDate): PricedBudget | null {
  const copy = effectivePriceCopy(budget, rawPrices);
  if (!copy) return null;
  const totals = budgetTotals(budget, copy);
  return {
    id: budget.id,
    cliente: budget.cliente,
    telefono: budget.telefono,
    fechaEvento: budget.fechaEvento,
    estado: budget.estado,
    anulado: !!budget.anulacion,
    creadoEl: budget.creadoEn ? todayInHall(new Date(budget.creadoEn)) : today,
    total: totals.total,
    sena: totals.sena,
    descuento: totals.descuento,
    invitados: budget.invitados,
  };
}

export interface CollectionItem {
  presupuestoId: string;
  cliente: string;
  telefono: string;
  fechaEvento: IsoDate;
  instalment: Instalment;
  cuando: 'vencida' | 'semana';
}

/**
 * What to collect (/cobranzas): the instalments of non-annulled budgets still owed that are overdue or fall due this
 * week (today and the six days after), overdue first, each list by due date and then client.
 */
export function collectionsDue(
  budgets: readonly CollectionBudget[],
  receipts: ReadonlyArray<PlanReceipt & Pick<Receipt, 'presupuestoId'>>,
  today: IsoDate,
  terms?: PaymentTerms,
): CollectionItem[] {
  const items: CollectionItem[] = [];
  for (const budget of budgets) {
    if (budget.anulado || budget.estado === 'anulado') continue;
    // A quote whose event day has passed was never taken: nothing to collect.
    if (QUOTE_STATUSES.includes(budget.estado) && budget.fechaEvento < today) continue;
    const own = receipts.filter((receipt) => receipt.presupuestoId === budget.id);
    const plan = paymentPlan({ total: budget.total, sena: budget.sena, fechaEvento: budget.fechaEvento, creadoEl: budget.creadoEl, today, terms }, own);
    for (const instalment of plan) {
      const cuando = instalmentCollection(instalment, today);
      if (cuando)
        items.push({ presupuestoId: budget.id, cliente: budget.cliente, telefono: budget.telefono, fechaEvento: budget.fechaEvento, instalment, cuando });
    }
  }
  const rank = (item: CollectionItem) => (item.cuando === 'vencida' ? 0 : 1);
  return items.sort((a, b) => rank(a) - rank(b) || compareCodes(a.instalment.venceEl, b.instalment.venceEl) || a.cliente.localeCompare(b.cliente, 'es'));
}
