// Receipts (recibos): what staff issue when a client pays a deposit, a balance or extras. Numbers come from
// a counter advanced in a transaction; the receipt is stored at recibos/r{numero}.
import { formatDateLong, todayInHall } from './dates';
import { formatARS, parseARS } from './money';
import { amountInWords, MAX_AMOUNT_IN_WORDS } from './numberToWords';
import { asRecord } from './values';

export type ReceiptConcept = 'seña' | 'saldo' | 'extras';
export const RECEIPT_CONCEPTS: readonly ReceiptConcept[] = ['seña', 'saldo', 'extras'];
export const RECEIPT_CONCEPT_LABELS: Readonly<Record<ReceiptConcept, string>> = {
  seña: 'Seña',
  saldo: 'Saldo',
  extras: 'Extras',
};

export type PaymentMethod = 'efectivo' | 'transferencia' | 'tarjeta' | 'mercadopago';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['efectivo', 'transferencia', 'tarjeta', 'mercadopago'];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia bancaria',
  tarjeta: 'Tarjeta de débito o crédito',
  mercadopago: 'Mercado Pago',
};

export const MAX_PAYER_LENGTH = 120;
export const MAX_DETAIL_LENGTH = 500;

/** A receipt as stored in recibos/r{numero}. */
export interface Receipt {
  numero: number;
  monto: number;
  concepto: ReceiptConcept;
  medioDePago: PaymentMethod;
  /** Who paid. */
  cliente: string;
  detalle: string;
  /** '' when the receipt settles no budget. */
  presupuestoId: string;
  /** What the client still owed on that budget after this payment; null without a budget. */
  saldoPendiente: number | null;
  emitidoEn: number;
  emitidoPor: string;
}

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

export type ReceiptFields = Omit<Receipt, 'numero' | 'emitidoEn' | 'emitidoPor'>;

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

  const parsed = form.monto.trim() === '' ? null : parseARS(form.monto);
  const monto = parsed === null ? null : Math.round(parsed * 100) / 100;
  if (form.monto.trim() === '') errors.monto = 'Escribí el importe recibido.';
  else if (monto === null) errors.monto = 'El importe no es válido. Escribilo como 150.000 o 150.000,50.';
  else if (monto <= 0) errors.monto = 'El importe debe ser mayor que cero.';
  else if (monto > MAX_AMOUNT_IN_WORDS) errors.monto = `El importe no puede superar ${formatARS(MAX_AMOUNT_IN_WORDS)}.`;

  const concepto = RECEIPT_CONCEPTS.includes(form.concepto as ReceiptConcept) ? (form.concepto as ReceiptConcept) : null;
  if (!concepto) errors.concepto = 'Elegí el concepto del pago (seña, saldo o extras).';
  const medioDePago = PAYMENT_METHODS.includes(form.medioDePago as PaymentMethod) ? (form.medioDePago as PaymentMethod) : null;
  if (!medioDePago) errors.medioDePago = 'Elegí el medio de pago.';

  if (concepto === 'saldo' && owed === null) errors.presupuestoId = 'Un pago de saldo tiene que indicar el presupuesto que salda.';
  // Extras may be charged beyond the budget; a deposit or balance cannot exceed what is owed.
  if (owed !== null && monto !== null && monto > 0 && concepto !== 'extras' && monto > owed + 0.005) {
    errors.monto = owed <= 0 ? 'Este presupuesto ya está pago: no queda saldo por cobrar.' : `El importe supera lo que falta pagar (${formatARS(owed)}).`;
  }

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

/** What a budget still owes: its total minus the deposits and balances paid (extras are charged on top). */
export function owedOnBudget(total: number, receipts: ReadonlyArray<Pick<Receipt, 'monto' | 'concepto'>>): number {
  const paid = receipts.filter((receipt) => receipt.concepto !== 'extras').reduce((sum, receipt) => sum + receipt.monto, 0);
  return Math.round((total - paid) * 100) / 100;
}

/** A stored receipt, read tolerantly; null when it is not one. */
export function parseReceipt(raw: unknown): Receipt | null {
  const record = asRecord(raw);
  const numero = record.numero;
  const monto = record.monto;
  if (typeof numero !== 'number' || !Number.isInteger(numero) || numero < 1) return null;
  if (typeof monto !== 'number' || !Number.isFinite(monto) || monto <= 0) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    numero,
    monto,
    concepto: RECEIPT_CONCEPTS.includes(record.concepto as ReceiptConcept) ? (record.concepto as ReceiptConcept) : 'seña',
    medioDePago: PAYMENT_METHODS.includes(record.medioDePago as PaymentMethod) ? (record.medioDePago as PaymentMethod) : 'efectivo',
    cliente: text(record.cliente),
    detalle: text(record.detalle),
    presupuestoId: text(record.presupuestoId),
    saldoPendiente: typeof record.saldoPendiente === 'number' ? record.saldoPendiente : null,
    emitidoEn: typeof record.emitidoEn === 'number' ? record.emitidoEn : 0,
    emitidoPor: text(record.emitidoPor),
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
