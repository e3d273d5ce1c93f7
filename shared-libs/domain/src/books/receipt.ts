// Receipts (recibos): what staff issue when a client pays a deposit, a balance or extras. Numbers come from
// a counter advanced in a transaction; the receipt is stored at recibos/r{numero}.
import {
  fittingFields,
  MAX_DETAIL_LENGTH,
  MAX_PAYER_LENGTH,
  MAX_RECEIPT_AMOUNT,
  PAYMENT_METHODS as STORED_PAYMENT_METHODS,
  RECEIPT_CONCEPTS as STORED_RECEIPT_CONCEPTS,
  receiptSchema,
  type ReceiptShape,
} from '@salon/schema';
import { formatDateLong, todayInHall } from '../dates/dates';
import { formatARS, parseWholePesos } from '../pricing/money';
import { amountInWords } from './amountInWords';
import { inTotals } from './annulment';
import { asRecord } from '../data/values';

export type ReceiptConcept = ReceiptShape['concepto'];
export const RECEIPT_CONCEPTS: readonly ReceiptConcept[] = STORED_RECEIPT_CONCEPTS;
export const RECEIPT_CONCEPT_LABELS: Readonly<Record<ReceiptConcept, string>> = {
  seña: 'Seña',
  saldo: 'Saldo',
  extras: 'Extras',
};

export type PaymentMethod = ReceiptShape['medioDePago'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = STORED_PAYMENT_METHODS;
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia bancaria',
  tarjeta: 'Tarjeta de débito o crédito',
  mercadopago: 'Mercado Pago',
};

export { MAX_PAYER_LENGTH, MAX_DETAIL_LENGTH, MAX_RECEIPT_AMOUNT };

/**
 * A receipt as stored in recibos/r{numero} (its shape: receiptSchema of @salon/schema), with the defaults of
 * older receipts filled in: '' when it names no payer, detail or budget; saldoPendiente null without a budget.
 */
export type Receipt = Omit<ReceiptShape, 'cliente' | 'detalle' | 'presupuestoId' | 'saldoPendiente' | 'importadoEn'> & {
  cliente: string;
  detalle: string;
  presupuestoId: string;
  saldoPendiente: number | null;
};

/** The database key of a receipt: letters first, so the Realtime Database never turns the list into an array. */
export function receiptKey(numero: number): string {
  return `r${numero}`;
}

/** "00000042": receipts print their number padded to 8 digits. */
export function formatReceiptNumber(numero: number): string {
  return String(Math.max(0, Math.floor(numero))).padStart(8, '0');
}

export interface ReceiptForm {
  presupuestoId: string;
  cliente: string;
  monto: string;
  concepto: ReceiptConcept | '';
  medioDePago: PaymentMethod | '';
  detalle: string;
}

export type ReceiptFormErrors = Partial<Record<keyof ReceiptForm, string>>;

export const emptyReceiptForm = (): ReceiptForm => ({
  presupuestoId: '',
  cliente: '',
  monto: '',
  concepto: '',
  medioDePago: '',
  detalle: '',
});

export type ReceiptFields = Omit<Receipt, 'numero' | 'emitidoEn' | 'emitidoPor' | 'anulacion'>;

export interface ReceiptValidationOptions {
  /** What the linked budget still owes before this receipt (null: no budget linked). */
  owed: number | null;
}

export type ReceiptValidation = { ok: true; value: ReceiptFields } | { ok: false; errors: ReceiptFormErrors };

/** Checks the receipt form and says in Spanish what is wrong, next to each field. */
export function validateReceiptForm(form: ReceiptForm, { owed }: ReceiptValidationOptions): ReceiptValidation {
  const errors: ReceiptFormErrors = {};
  const cliente = form.cliente.trim();
  if (cliente === '') errors.cliente = 'Escribí quién hace el pago.';
  else if (cliente.length > MAX_PAYER_LENGTH) errors.cliente = `El nombre no puede tener más de ${MAX_PAYER_LENGTH} caracteres.`;

  const parsed = form.monto.trim() === '' ? null : parseWholePesos(form.monto);
  const monto = typeof parsed === 'number' ? parsed : null;
  if (form.monto.trim() === '') errors.monto = 'Escribí el importe recibido.';
  else if (parsed === 'centavos') errors.monto = 'Escribí el importe en pesos, sin centavos (por ejemplo 150.000).';
  else if (monto === null) errors.monto = 'El importe no es válido. Escribilo como 150.000.';
  else if (monto <= 0) errors.monto = 'El importe debe ser mayor que cero.';
  else if (monto > MAX_RECEIPT_AMOUNT) errors.monto = `El importe no puede superar ${formatARS(MAX_RECEIPT_AMOUNT)}.`;

  const concepto = RECEIPT_CONCEPTS.includes(form.concepto as ReceiptConcept) ? (form.concepto as ReceiptConcept) : null;
  if (!concepto) errors.concepto = 'Elegí el concepto del pago (seña, saldo o extras).';
  const medioDePago = PAYMENT_METHODS.includes(form.medioDePago as PaymentMethod) ? (form.medioDePago as PaymentMethod) : null;
  if (!medioDePago) errors.medioDePago = 'Elegí el medio de pago.';

  if (concepto === 'saldo' && owed === null) errors.presupuestoId = 'Un pago de saldo tiene que indicar el presupuesto que salda.';
  // More than is owed, or a second deposit, is not an error but a warning staff confirm (receiptWarnings).

  const detalle = form.detalle.trim();
  if (detalle.length > MAX_DETAIL_LENGTH) errors.detalle = `El detalle no puede tener más de ${MAX_DETAIL_LENGTH} caracteres.`;

  if (Object.keys(errors).length > 0 || monto === null || !concepto || !medioDePago) return { ok: false, errors };
  return {
    ok: true,
    value: {
      monto,
      concepto,
      medioDePago,
      cliente,
      detalle,
      presupuestoId: owed === null ? '' : form.presupuestoId,
      saldoPendiente: owed === null ? null : Math.max(concepto === 'extras' ? owed : owed - monto, 0),
    },
  };
}

type CountedReceipt = Pick<Receipt, 'monto' | 'concepto' | 'anulacion'>;

/** The receipts that pay a budget off: deposits and balances, annulled ones left out (extras are charged on top). */
export function paymentsOnBudget<T extends CountedReceipt>(receipts: readonly T[]): T[] {
  return receipts.filter((receipt) => inTotals(receipt) && receipt.concepto !== 'extras');
}

/** What a budget still owes: its total minus the deposits and balances paid (annulled receipts and extras left out). */
export function owedOnBudget(total: number, receipts: readonly CountedReceipt[]): number {
  const paid = paymentsOnBudget(receipts).reduce((sum, receipt) => sum + receipt.monto, 0);
  return total - paid;
}

/** A budget's account for the screens: what was paid, by how many receipts, and what is still owed. */
export function budgetAccount(total: number, receipts: readonly CountedReceipt[]): { paid: number; receipts: number; owed: number } {
  const payments = paymentsOnBudget(receipts);
  const owed = owedOnBudget(total, receipts);
  return { paid: total - owed, receipts: payments.length, owed };
}

/**
 * A stored receipt, read with its shape (a field that does not fit reads as missing); null without a number and
 * an amount. Fields the shape gains later pass through as they are.
 */
export function parseReceipt(raw: unknown): Receipt | null {
  const { importadoEn: _imported, numero, monto, ...fields } = fittingFields(receiptSchema, raw);
  if (numero === undefined || monto === undefined) return null;
  return {
    ...fields,
    numero,
    monto,
    concepto: fields.concepto ?? 'seña',
    medioDePago: fields.medioDePago ?? 'efectivo',
    cliente: fields.cliente ?? '',
    detalle: fields.detalle ?? '',
    presupuestoId: fields.presupuestoId ?? '',
    saldoPendiente: fields.saldoPendiente ?? null,
    emitidoEn: fields.emitidoEn ?? 0,
    emitidoPor: fields.emitidoPor ?? '',
  };
}

/** All receipts of a stored list, highest number first. */
export function parseReceipts(raw: unknown): Receipt[] {
  return Object.values(asRecord(raw))
    .map(parseReceipt)
    .filter((receipt): receipt is Receipt => receipt !== null)
    .sort((a, b) => b.numero - a.numero);
}

/** The printed lines of a receipt: amount in figures and in words, the concept and the date in Spanish. */
export function receiptText(receipt: Pick<Receipt, 'monto' | 'concepto' | 'emitidoEn'>): { figures: string; words: string; concept: string; date: string } {
  return {
    figures: formatARS(receipt.monto),
    words: amountInWords(receipt.monto),
    concept: RECEIPT_CONCEPT_LABELS[receipt.concepto],
    date: formatDateLong(todayInHall(new Date(receipt.emitidoEn))),
  };
}
