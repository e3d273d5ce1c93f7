// mercadoPagoWebhook: Mercado Pago's notifications make the books (docs/mercadopago.md, "The webhook"). A
// notification is believed only with a valid x-signature (401 otherwise, nothing read or written); then the payment is
// fetched from Mercado Pago (the notification's body and the client's return URL are never trusted) and:
// - approved: one receipt, numbered from the one counter in the transaction that records the payment's number
//   (contadores/pagosMercadoPago/{id}), so no replay or retry can issue a second; written in one multi-path update
//   with what it does to the date: the hold confirmed as a staff deposit does, a free date booked, or, when the date
//   is someone else's, the budget flagged "pago recibido sin fecha" for staff;
// - refunded or charged back: that receipt annulled with the reason, and the date put back as it was;
// - anything else: nothing.
import { ServerValue, type Database } from 'firebase-admin/database';
import {
  asRecord,
  budgetHistoryPath,
  depositConfirmation,
  depositConfirmedNote,
  formatReceiptNumber,
  holdFirmWrites,
  holdOf,
  owedOnBudget,
  parseBudget,
  parseReceipts,
  pricedBudget,
  todayInHall,
} from '@salon/domain';
import { STORED, type MercadoPagoEffect } from '@salon/schema';
import { MercadoPagoError, type MercadoPagoClient } from './mercadopago/client';
import { paymentOutcome, type PaymentReceiptFields } from './mercadopago/receipt';
import { verifySignature } from './mercadopago/signature';

/** Who receipts and history lines written by the webhook name. */
export const MERCADOPAGO_AUTHOR = 'Mercado Pago';
/** A number taken but whose receipt is not written after this long is written by the next notification (a crash). */
export const CLAIM_RECOVERY_MS = 2 * 60 * 1000;
export const LATE_PAYMENT_NOTE = 'Pago recibido sin fecha: la fecha ya no estaba reservada a nombre de este presupuesto';
export const MERCADOPAGO_BOOKED_NOTE = (numero: string) => `Seña recibida por Mercado Pago (recibo N° ${numero}): fecha reservada`;

export interface WebhookRequest {
  method: string;
  query: Record<string, unknown>;
  signature: string | undefined;
  requestId: string | undefined;
}

export interface WebhookDeps {
  secret: string;
  client: MercadoPagoClient;
  db: Database;
  now: () => number;
}

export type WebhookResult = 'firma-invalida' | 'ignorado' | 'sin-cambios' | 'recibo-emitido' | 'en-curso' | 'recibo-anulado' | 'pago-desconocido';

export interface WebhookAnswer {
  status: number;
  result: WebhookResult;
}

const first = (value: unknown): string | undefined => (Array.isArray(value) ? first(value[0]) : typeof value === 'string' ? value : undefined);

export async function handleMercadoPagoWebhook(request: WebhookRequest, deps: WebhookDeps): Promise<WebhookAnswer> {
  if (request.method !== 'POST') return { status: 405, result: 'ignorado' };
  const dataId = first(request.query['data.id']);
  const check = verifySignature({ signature: request.signature, requestId: request.requestId, dataId }, deps.secret, deps.now());
  if (!check.ok) return { status: 401, result: 'firma-invalida' };
  const type = first(request.query.type) ?? first(request.query.topic);
  if (type !== 'payment' || !dataId || !/^\d{1,20}$/.test(dataId)) return { status: 200, result: 'ignorado' };

  let payment;
  try {
    payment = await deps.client.getPayment(dataId);
  } catch (error) {
    // Not there yet (or gone): Mercado Pago sends it again.
    if (error instanceof MercadoPagoError && error.status === 404) return { status: 404, result: 'pago-desconocido' };
    throw error;
  }
  const outcome = paymentOutcome(payment);
  if (outcome.kind === 'receipt') {
    const result = await recordPayment(deps.db, outcome.budgetId, outcome.receipt, deps.now());
    // Another delivery is writing it: answer so Mercado Pago tries again later.
    return { status: result === 'en-curso' ? 409 : 200, result };
  }
  if (outcome.kind === 'annul') return { status: 200, result: await annulPayment(deps.db, outcome.pagoMercadoPago, outcome.motivo, deps.now()) };
  return { status: 200, result: 'sin-cambios' };
}

/** Takes the payment's receipt number (the next one) unless it has one: one transaction on contadores. */
async function claimNumber(db: Database, paymentId: string, nowMs: number): Promise<{ numero: number; fresh: boolean; en: number }> {
  let claim = { numero: 0, fresh: false, en: 0 };
  await db.ref('contadores').transaction((current: unknown) => {
    const counters = asRecord(current);
    const claims = asRecord(counters.pagosMercadoPago);
    const known = asRecord(claims[paymentId]);
    if (typeof known.numero === 'number') {
      claim = { numero: known.numero, fresh: false, en: typeof known.en === 'number' ? known.en : 0 };
      return undefined;
    }
    const numero = (typeof counters.recibos === 'number' ? counters.recibos : 0) + 1;
    claim = { numero, fresh: true, en: nowMs };
    return { ...counters, recibos: numero, pagosMercadoPago: { ...claims, [paymentId]: { numero, en: nowMs } } };
  });
  return claim;
}

/**
 * What the budget still owes once this payment is in, as a receipt made by hand says it (validateReceiptForm): its
 * total less the deposits and balances already received; null when the budget cannot be priced.
 */
async function balanceAfter(db: Database, budgetId: string, raw: unknown, fields: PaymentReceiptFields, nowMs: number): Promise<number | null> {
  const stored = parseBudget(budgetId, raw);
  if (!stored) return null;
  const [receipts, prices] = await Promise.all([
    db.ref(STORED.receipts.path).orderByChild('presupuestoId').equalTo(budgetId).get(),
    stored.precios ? Promise.resolve(null) : db.ref(STORED.prices.path).get(),
  ]);
  const priced = pricedBudget(stored, prices?.val() ?? null, todayInHall(new Date(nowMs)));
  if (!priced) return null;
  const owed = owedOnBudget(priced.total, parseReceipts(receipts.val()));
  return fields.concepto === 'extras' ? owed : Math.max(owed - fields.monto, 0);
}

const ACTIVE = new Set(['consulta', 'presupuestado', 'reservado']);

async function recordPayment(db: Database, budgetId: string, fields: PaymentReceiptFields, nowMs: number): Promise<WebhookResult> {
  const paymentId = fields.pagoMercadoPago;
  const claim = await claimNumber(db, paymentId, nowMs);
  const receiptPath = `${STORED.receipts.path}/r${claim.numero}`;
  if (!claim.fresh) {
    if ((await db.ref(receiptPath).get()).exists()) return 'sin-cambios';
    if (nowMs - claim.en < CLAIM_RECOVERY_MS) return 'en-curso';
  }
  const budgetRef = db.ref(`${STORED.budgets.path}/${budgetId}`);
  const history = db.ref(budgetHistoryPath(budgetId));
  const budget = asRecord((await budgetRef.get()).val());
  const fechaEvento = typeof budget.fechaEvento === 'string' ? budget.fechaEvento : '';
  const rawBooking: unknown = fechaEvento === '' ? null : (await db.ref(`${STORED.bookings.path}/${fechaEvento}`).get()).val();
  const booking = asRecord(rawBooking);
  const numero = formatReceiptNumber(claim.numero);
  const exists = typeof budget.estado === 'string';
  const saldoPendiente = exists ? await balanceAfter(db, budgetId, budget, fields, nowMs) : null;
  const writes: Record<string, unknown> = {
    [receiptPath]: {
      numero: claim.numero,
      ...fields,
      presupuestoId: exists ? budgetId : '',
      ...(typeof budget.cliente === 'string' && budget.cliente !== '' ? { cliente: budget.cliente } : {}),
      ...(saldoPendiente === null ? {} : { saldoPendiente }),
      emitidoEn: ServerValue.TIMESTAMP,
      emitidoPor: MERCADOPAGO_AUTHOR,
    },
  };
  const historyLine = (nota: string, estado: unknown) => ({
    [budgetHistoryPath(budgetId, history.push().key)]: {
      estado,
      por: MERCADOPAGO_AUTHOR,
      en: ServerValue.TIMESTAMP,
      nota,
    },
  });
  const budgetPath = `${STORED.budgets.path}/${budgetId}`;
  let efecto: MercadoPagoEffect = 'ninguno';
  const record: Record<string, unknown> = { numero: claim.numero, presupuestoId: exists ? budgetId : '', registradoEn: ServerValue.TIMESTAMP };
  if (exists && fields.concepto === 'seña') {
    const ours = booking.presupuestoId === budgetId;
    if (ours && depositConfirmation({ ...fields, anulacion: undefined }, budget, rawBooking, budgetId).confirm) {
      efecto = 'confirmo-reserva';
      record.venceEnAnterior = holdOf(rawBooking).expiresAt;
      record.estadoAnterior = budget.estado;
      Object.assign(
        writes,
        holdFirmWrites(
          { id: budgetId, fechaEvento },
          {
            por: MERCADOPAGO_AUTHOR,
            nota: depositConfirmedNote(numero),
            newKey: () => history.push().key,
            serverTime: ServerValue.TIMESTAMP,
          },
        ),
      );
    } else if (!ours && rawBooking === null && ACTIVE.has(budget.estado as string) && budget.anulacion === undefined) {
      // The date is free (never held, or the hold lapsed and nobody took it): the payment books it.
      efecto = 'reservo-fecha';
      record.estadoAnterior = budget.estado;
      Object.assign(writes, {
        [`${STORED.bookings.path}/${fechaEvento}`]: { tipo: 'evento', creadoEn: ServerValue.TIMESTAMP, presupuestoId: budgetId },
        [`${budgetPath}/estado`]: 'confirmado',
        [`${budgetPath}/actualizadoEn`]: ServerValue.TIMESTAMP,
        ...historyLine(MERCADOPAGO_BOOKED_NOTE(numero), 'confirmado'),
      });
    } else if (!ours || budget.anulacion !== undefined) {
      // Never double-book: the receipt is kept and staff are told.
      efecto = 'sin-fecha';
      Object.assign(writes, {
        [`${budgetPath}/pagoSinFecha`]: { numero: claim.numero, pagoMercadoPago: paymentId, en: ServerValue.TIMESTAMP },
        ...historyLine(`${LATE_PAYMENT_NOTE} (recibo N° ${numero}).`, budget.estado),
      });
    }
  }
  writes[`${STORED.mercadoPagoPayments.path}/${paymentId}`] = { ...record, efecto };
  await db.ref().update(writes);
  return 'recibo-emitido';
}

async function annulPayment(db: Database, paymentId: string, motivo: string, nowMs: number): Promise<WebhookResult> {
  const recordRef = db.ref(`${STORED.mercadoPagoPayments.path}/${paymentId}`);
  let claimed = false;
  let record: Record<string, unknown> = {};
  await recordRef.transaction((current: unknown) => {
    claimed = false;
    if (!current || typeof current !== 'object') return current;
    record = current as Record<string, unknown>;
    if (record.anuladoEn !== undefined) return undefined;
    claimed = true;
    return { ...record, anuladoEn: nowMs };
  });
  if (!claimed) return 'sin-cambios';
  const numero = record.numero as number;
  const budgetId = record.presupuestoId as string;
  const writes: Record<string, unknown> = {
    [`${STORED.receipts.path}/r${numero}/anulacion`]: { motivo, por: MERCADOPAGO_AUTHOR, en: ServerValue.TIMESTAMP },
  };
  if (budgetId) {
    const budgetPath = `${STORED.budgets.path}/${budgetId}`;
    const budget = asRecord((await db.ref(budgetPath).get()).val());
    const fechaEvento = typeof budget.fechaEvento === 'string' ? budget.fechaEvento : '';
    const booking = asRecord(fechaEvento === '' ? null : (await db.ref(`${STORED.bookings.path}/${fechaEvento}`).get()).val());
    const stillOurs = booking.presupuestoId === budgetId && budget.estado === 'confirmado';
    const nota = `${motivo} Recibo N° ${formatReceiptNumber(numero)} anulado`;
    const line = (estado: unknown, text: string) => ({
      [budgetHistoryPath(budgetId, db.ref(budgetHistoryPath(budgetId)).push().key)]: {
        estado,
        por: MERCADOPAGO_AUTHOR,
        en: ServerValue.TIMESTAMP,
        nota: text,
      },
      [`${budgetPath}/actualizadoEn`]: ServerValue.TIMESTAMP,
    });
    if (record.efecto === 'confirmo-reserva' && stillOurs && typeof record.venceEnAnterior === 'number') {
      Object.assign(writes, {
        [`${STORED.bookings.path}/${fechaEvento}/provisoria`]: true,
        [`${STORED.bookings.path}/${fechaEvento}/venceEn`]: record.venceEnAnterior,
        [`${budgetPath}/estado`]: 'reservado',
        ...line('reservado', `${nota}: la fecha vuelve a estar reservada provisoriamente.`),
      });
    } else if (record.efecto === 'reservo-fecha' && stillOurs) {
      const estado = typeof record.estadoAnterior === 'string' ? record.estadoAnterior : 'presupuestado';
      Object.assign(writes, {
        [`${STORED.bookings.path}/${fechaEvento}`]: null,
        [`${budgetPath}/estado`]: estado,
        ...line(estado, `${nota}: la fecha queda libre.`),
      });
    } else if (typeof budget.estado === 'string') {
      Object.assign(writes, {
        ...(record.efecto === 'sin-fecha' ? { [`${budgetPath}/pagoSinFecha`]: null } : {}),
        ...line(budget.estado, `${nota}.`),
      });
    }
  }
  await db.ref().update(writes);
  return 'recibo-anulado';
}
