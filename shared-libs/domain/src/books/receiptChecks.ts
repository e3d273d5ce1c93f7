// The guards on money before a receipt is issued (/recibo): a second deposit for a budget whose deposit is paid,
// or more than the budget still owes, are warnings staff confirm, not errors (a client may pay ahead or a price may
// have changed). And the budgets a cashier collects from: those that still owe money.
import { compareCodes, type IsoDate } from '../dates/dates';
import { formatARS } from '../pricing/money';
import type { BudgetStatus } from './budgetStatus';
import { paymentPlan, type Instalment, type PaymentTerms, type PricedBudget } from './paymentPlan';
import type { Receipt, ReceiptConcept } from './receipt';

export interface ReceiptCheck {
  concepto: ReceiptConcept;
  monto: number;
  /** What the linked budget still owes before this receipt (negative when overpaid); null without a budget. */
  owed: number | null;
  /** The linked budget's deposit instalment; null without a budget or when it asks for no deposit. */
  deposit: Pick<Instalment, 'monto' | 'falta'> | null;
}

/** What staff must confirm before issuing this receipt, in Spanish; [] when nothing is odd. Extras are charged on top. */
export function receiptWarnings({ concepto, monto, owed, deposit }: ReceiptCheck): string[] {
  if (owed === null || concepto === 'extras') return [];
  const warnings: string[] = [];
  if (concepto === 'seña' && deposit && deposit.monto > 0 && deposit.falta <= 0) {
    warnings.push(
      `La seña de este presupuesto ya está paga (${formatARS(deposit.monto)}): otro recibo de seña la cobraría dos veces. Si es parte del saldo, elegí «Saldo».`,
    );
  }
  if (monto > owed) {
    warnings.push(
      owed <= 0
        ? 'Este presupuesto ya está pago: no queda nada por cobrar. Si es un cobro aparte, elegí «Extras».'
        : `El importe (${formatARS(monto)}) supera lo que falta pagar (${formatARS(owed)}). Si es un cobro aparte, elegí «Extras».`,
    );
  }
  return warnings;
}

/** Statuses whose client is expected to pay: the date held, confirmed, marked paid, or the event done. */
const COLLECTING_STATUSES: readonly BudgetStatus[] = ['reservado', 'confirmado', 'pagado', 'realizado'];

export interface OwingBudget {
  presupuestoId: string;
  cliente: string;
  fechaEvento: IsoDate;
  estado: BudgetStatus;
  total: number;
  pagado: number;
  falta: number;
  /** The first instalment not paid in full: what to collect next. */
  next: Instalment;
}

type OwingReceipt = Pick<Receipt, 'monto' | 'concepto' | 'anulacion' | 'presupuestoId'>;

/**
 * The budgets that still owe money, soonest event first: not annulled, and held, confirmed, paid or done (a budget
 * still being quoted owes nothing yet) or with something paid already.
 */
export function budgetsOwing(budgets: readonly PricedBudget[], receipts: readonly OwingReceipt[], today: IsoDate, terms?: PaymentTerms): OwingBudget[] {
  const owing: OwingBudget[] = [];
  for (const budget of budgets) {
    if (budget.anulado || budget.estado === 'anulado') continue;
    const own = receipts.filter((receipt) => receipt.presupuestoId === budget.id);
    const plan = paymentPlan({ total: budget.total, sena: budget.sena, fechaEvento: budget.fechaEvento, creadoEl: budget.creadoEl, today, terms }, own);
    const pagado = plan.reduce((sum, instalment) => sum + instalment.pagado, 0);
    const next = plan.find((instalment) => instalment.falta > 0);
    if (!next || (!COLLECTING_STATUSES.includes(budget.estado) && pagado === 0)) continue;
    owing.push({
      presupuestoId: budget.id,
      cliente: budget.cliente,
      fechaEvento: budget.fechaEvento,
      estado: budget.estado,
      total: budget.total,
      pagado,
      falta: plan.reduce((sum, instalment) => sum + instalment.falta, 0),
      next,
    });
  }
  return owing.sort((a, b) => compareCodes(a.fechaEvento, b.fechaEvento) || a.cliente.localeCompare(b.cliente, 'es'));
}
