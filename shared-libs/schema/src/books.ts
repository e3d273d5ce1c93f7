// The books: budgets, receipts and the receipt counter (docs/storage-contract.md, "Budgets and receipts").
// Who may write them and the conditions that join them (a receipt and its number in one write, server
// time) are access rules: scripts/rules/access.ts.
import { integer, gtValue, maxLength, maxValue, minValue, number, optional, picklist, pipe, regex, strictObject, string, type InferOutput } from 'valibot';
import { keyed, realDate, text, wholeBetween } from './build';
import { budgetAcceptanceSchema, budgetClientLinkSchema } from './clientLinks';
import {
  BALANCE_DAYS_MAX,
  BUDGET_EXTRAS,
  BUDGET_STATUSES,
  EXTRA_HOUR_RATES,
  LEGACY_BUDGET_STATUSES,
  MAX_HISTORY_NOTE_LENGTH,
  FIRST_SEASON_PAGE,
  LAST_SEASON_PAGE,
  MAX_ANNUL_REASON_LENGTH,
  MAX_AUTHOR_LENGTH,
  MAX_BUDGET_AMOUNT,
  MAX_CLIENT_LENGTH,
  MAX_DETAIL_LENGTH,
  MAX_GUESTS,
  MAX_NOTES_LENGTH,
  MAX_PAYER_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_QUANTITY,
  MAX_RECEIPT_AMOUNT,
  MAX_RECEIPT_BUDGET_ID_LENGTH,
  MAX_STORED_PRICE,
  PAYMENT_METHODS,
  PRICE_FIELD_KEY,
  RECEIPT_CONCEPTS,
  MERCADOPAGO_PAYMENT_ID,
  RENTAL_OPTIONS,
} from './limits';
import { INQUIRY_ID } from './inquiryLimits';

/** The month's prices a budget was made with, and the extra-hour rate chosen. */
export const budgetPriceCopySchema = strictObject({
  mes: wholeBetween(FIRST_SEASON_PAGE, LAST_SEASON_PAGE),
  tarifa: picklist(EXTRA_HOUR_RATES, 'debe ser "semana" o "finDeSemana".'),
  valores: optional(
    keyed('$field', pipe(string(), regex(PRICE_FIELD_KEY, 'no es un campo de precio (por ejemplo b_precio_3hs_).')), wholeBetween(0, MAX_STORED_PRICE)),
  ),
});

/**
 * Why, by whom and when a budget or a receipt was annulled: kept with it, written once, never changed. The
 * first entry of what can grow into a status history (a list of such records: who moved it, when, why).
 */
export const annulmentSchema = strictObject({
  motivo: text(1, MAX_ANNUL_REASON_LENGTH),
  /** The e-mail of who annulled it. */
  por: text(1, MAX_AUTHOR_LENGTH),
  /** ms, server time (`now` in the rules; an earlier one only as imported). */
  en: number(),
});

/**
 * historialPresupuestos/{presupuestoId}/{pushId}: one change of a budget's status (or of its hold): append-only, never
 * changed or removed (the rules). Kept beside the budgets, not in them, so a list of budgets carries no history.
 */
export const budgetHistoryEntrySchema = strictObject({
  estado: picklist(BUDGET_STATUSES, 'debe ser un estado del presupuesto.'),
  /** The staff member's e-mail, or 'sistema' for what the server did by itself (a hold that lapsed). */
  por: text(1, MAX_AUTHOR_LENGTH),
  /** ms, server time. */
  en: number(),
  nota: optional(text(0, MAX_HISTORY_NOTE_LENGTH)),
});

/** presupuestos/{id} (id from push). Never deleted; creadoEn never changes. */
export const budgetSchema = strictObject({
  cliente: text(1, MAX_CLIENT_LENGTH),
  telefono: text(1, MAX_PHONE_LENGTH),
  fechaEvento: realDate(),
  invitados: optional(wholeBetween(0, MAX_GUESTS)),
  /** Absent: only add-ons, no hall rental. */
  alquiler: optional(picklist(RENTAL_OPTIONS, 'debe ser "3hs" o "4hs".')),
  horasExtra: optional(wholeBetween(0, MAX_QUANTITY)),
  adicionales: optional(keyed('$extra', picklist(BUDGET_EXTRAS, 'no es un adicional de la calculadora.'), wholeBetween(0, MAX_QUANTITY))),
  descuento: optional(wholeBetween(0, MAX_BUDGET_AMOUNT)),
  sena: optional(wholeBetween(0, MAX_BUDGET_AMOUNT)),
  notas: optional(text(0, MAX_NOTES_LENGTH)),
  /** The business path's statuses; the older ones (LEGACY_BUDGET_STATUSES) are still accepted and read as new ones. */
  estado: picklist([...BUDGET_STATUSES, ...LEGACY_BUDGET_STATUSES], 'debe ser consulta, presupuestado, reservado, confirmado, pagado, realizado o anulado.'),
  /** Only on an annulled budget (estado 'anulado'): kept, out of every total, its date freed. */
  anulacion: optional(annulmentSchema),
  validoHasta: realDate(),
  /** ms, server time. */
  creadoEn: number(),
  actualizadoEn: number(),
  /** The e-mail of who saved it. */
  autor: text(0, MAX_AUTHOR_LENGTH),
  /** Absent on budgets saved before copies were kept. */
  precios: optional(budgetPriceCopySchema),
  /** The client's page of this budget (/p/{token}) while it is shared; removed when revoked. */
  enlaceCliente: optional(budgetClientLinkSchema),
  /** The client accepted it from that page: written once by the server, never changed. */
  aceptacion: optional(budgetAcceptanceSchema),
  /**
   * A Mercado Pago payment arrived when the budget's date was no longer its own (the hold lapsed and the date went to
   * someone else): written by the webhook alone, shown to staff in /cobranzas ("pago recibido sin fecha").
   */
  pagoSinFecha: optional(
    strictObject({
      numero: pipe(number(), integer(), minValue(1)),
      pagoMercadoPago: pipe(string(), regex(MERCADOPAGO_PAYMENT_ID, 'no es un pago de Mercado Pago.')),
      /** ms, server time. */
      en: number(),
    }),
  ),
  /** The inquiry it was made from (consultas/{id}, which names this budget back), written with the budget. */
  consultaId: optional(pipe(string(), regex(INQUIRY_ID, 'no es un identificador de consulta.'))),
});

export const budgetsSchema = keyed('$id', string(), budgetSchema);

/** One budget's status history, by push id: read for that budget's page only. */
export const budgetHistorySchema = keyed('$entrada', string(), budgetHistoryEntrySchema);

/** historialPresupuestos: each budget's history under the budget's id (presupuestos/{id}). */
export const budgetHistoriesSchema = keyed('$presupuestoId', string(), budgetHistorySchema);

const RECEIPT_NUMBER_MESSAGE = 'debe ser un número entero desde 1.';
const AMOUNT_MESSAGE = 'debe ser un importe en pesos enteros, mayor que 0 y hasta 999.999.999.';

/** recibos/r{numero}: never changed, never deleted. */
export const receiptSchema = strictObject({
  numero: pipe(number(RECEIPT_NUMBER_MESSAGE), minValue(1, RECEIPT_NUMBER_MESSAGE), integer(RECEIPT_NUMBER_MESSAGE)),
  monto: pipe(number(AMOUNT_MESSAGE), integer(AMOUNT_MESSAGE), gtValue(0, AMOUNT_MESSAGE), maxValue(MAX_RECEIPT_AMOUNT, AMOUNT_MESSAGE)),
  concepto: picklist(RECEIPT_CONCEPTS, 'debe ser seña, saldo o extras.'),
  medioDePago: picklist(PAYMENT_METHODS, 'debe ser efectivo, transferencia, tarjeta o mercadopago.'),
  /** Who paid. */
  cliente: optional(text(1, MAX_PAYER_LENGTH)),
  detalle: optional(text(0, MAX_DETAIL_LENGTH)),
  /** '' or an existing budget. */
  presupuestoId: optional(pipe(string(), maxLength(MAX_RECEIPT_BUDGET_ID_LENGTH, 'es demasiado largo para un presupuesto.'))),
  /** What the budget still owed after this payment. */
  saldoPendiente: optional(
    pipe(
      number('debe ser un importe en pesos enteros, 0 o más.'),
      minValue(0, 'no puede ser negativo.'),
      integer('debe ser un importe en pesos enteros, 0 o más.'),
    ),
  ),
  /** The Mercado Pago payment it records (GET /v1/payments/{id}); only on receipts the webhook issues. */
  pagoMercadoPago: optional(pipe(string(), regex(MERCADOPAGO_PAYMENT_ID, 'no es un pago de Mercado Pago.'))),
  /** ms: the server's time of the write (a past one only on an imported receipt). */
  emitidoEn: number(),
  /** The e-mail of who issued it. */
  emitidoPor: text(1, MAX_AUTHOR_LENGTH),
  /** ms, server time: only on receipts brought in by an import. */
  importadoEn: optional(number()),
  /** Only on an annulled receipt: written once, by an admin; the receipt keeps its number and leaves every total. */
  anulacion: optional(annulmentSchema),
});

export const receiptsSchema = keyed('$id', string(), receiptSchema);

/** contadores/recibos: the last receipt number given out. */
export const receiptCounterSchema = pipe(number(), integer('debe ser un número entero.'));

/** What a Mercado Pago payment did to its budget's date when its receipt was issued (undone by a refund). */
export const MERCADOPAGO_EFFECTS = ['confirmo-reserva', 'reservo-fecha', 'sin-fecha', 'ninguno'] as const;
export type MercadoPagoEffect = (typeof MERCADOPAGO_EFFECTS)[number];

const paymentIdKey = pipe(string(), regex(MERCADOPAGO_PAYMENT_ID, 'la clave no es un pago de Mercado Pago.'));

/**
 * contadores/pagosMercadoPago/{paymentId}: the receipt number a payment took, given out in the same transaction
 * that moves contadores/recibos, so one payment never gets two numbers (the webhook alone writes it).
 */
export const mercadoPagoClaimsSchema = keyed(
  '$pago',
  paymentIdKey,
  strictObject({ numero: pipe(number(), integer(), minValue(1)), /** ms, server time. */ en: number() }),
);

/**
 * pagosMercadoPago/{paymentId}: what the webhook did for a payment: its receipt, its budget, the effect on the date
 * and what the hold was before, so a refund or a chargeback puts it back (the webhook alone writes it).
 */
export const mercadoPagoPaymentsSchema = keyed(
  '$pago',
  paymentIdKey,
  strictObject({
    numero: pipe(number(), integer(), minValue(1)),
    presupuestoId: pipe(string(), maxLength(MAX_RECEIPT_BUDGET_ID_LENGTH)),
    efecto: picklist(MERCADOPAGO_EFFECTS),
    /** The hold's venceEn before the payment confirmed it ('confirmo-reserva'). */
    venceEnAnterior: optional(number()),
    /** The budget's status before the payment ('confirmo-reserva', 'reservo-fecha'). */
    estadoAnterior: optional(picklist(BUDGET_STATUSES)),
    /** ms, server time. */
    registradoEn: number(),
    /** ms, server time: the payment was refunded or charged back and its receipt annulled. */
    anuladoEn: optional(number()),
  }),
);
export type MercadoPagoPaymentShape = InferOutput<typeof mercadoPagoPaymentsSchema>[string];

export type AnnulmentShape = InferOutput<typeof annulmentSchema>;
export type BudgetPriceCopyShape = InferOutput<typeof budgetPriceCopySchema>;
export type BudgetShape = InferOutput<typeof budgetSchema>;
export type BudgetsShape = InferOutput<typeof budgetsSchema>;
export type ReceiptShape = InferOutput<typeof receiptSchema>;
export type ReceiptsShape = InferOutput<typeof receiptsSchema>;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];
/** A hall rental: 3 hours (weekdays) or 4 (weekend and holidays). */
export type RentalOption = (typeof RENTAL_OPTIONS)[number];
/** An add-on the calculator counts. */
export type BudgetExtra = (typeof BUDGET_EXTRAS)[number];
export type LegacyBudgetStatus = (typeof LEGACY_BUDGET_STATUSES)[number];
export type BudgetHistoryEntryShape = InferOutput<typeof budgetHistoryEntrySchema>;
export type BudgetHistoryShape = InferOutput<typeof budgetHistorySchema>;
export type ReceiptConcept = (typeof RECEIPT_CONCEPTS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * config/cobros: the payment terms every budget's plan follows (docs/storage-contract.md, "Payment plan"): the deposit
 * as a percent of the total when the budget names none (default DEFAULT_DEPOSIT_PERCENT) and how many days before the
 * event the balance falls due (default DEFAULT_BALANCE_DAYS). Written whole by an admin.
 */
export const paymentTermsSchema = strictObject({
  porcentajeSena: wholeBetween(0, 100),
  diasSaldo: wholeBetween(0, BALANCE_DAYS_MAX),
});
export type PaymentTermsShape = InferOutput<typeof paymentTermsSchema>;
