// The client's budget page (/p/{token}, docs/storage-contract.md "Client page"): what the clientBudget function
// answers, shaped here from the stored budget, its receipts, the hall's facts and the account to transfer to. Only
// what the client may see: no author, notes, e-mails, history or other budgets. Staff make the budget's PDF from
// the same view, so both documents are one.
import { CLIENT_LINK_TOKEN, MAX_CLIENT_LENGTH, type BudgetAcceptanceShape } from '@salon/schema';
import { BUDGET_STATUS_LABELS, type BudgetStatus } from './budgetStatus';
import { calendarFeedToken } from '../availability/calendarFeed';
import { addDays, todayInHall, type IsoDate } from '../dates/dates';
import { startOfHallDay } from '../dates/hallTime';
import type { HallFacts } from '../site/hallFacts';
import type { BankAccount } from '../site/bankAccount';
import { paymentPlan, type Instalment, type PaymentTerms } from './paymentPlan';
import { budgetTotals, effectivePriceCopy, type StoredBudget } from './budget';
import { budgetAccount, type PaymentMethod, type Receipt, type ReceiptConcept } from './receipt';
import { asRecord } from '../data/values';
import { holdLastDay, holdOf } from '../availability/holds';

export { CLIENT_LINK_TOKEN };

/** A new link's token: 32 random bytes (256 bits) in base64url, 43 characters. */
export function clientLinkToken(bytes: Uint8Array): string {
  return calendarFeedToken(bytes);
}

/** "https://salon.example/p/{token}": the client's page on the site's origin. */
export function clientPageUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/p/${token}`;
}

/** The WhatsApp message that sends the client their page. */
export function clientLinkMessage(cliente: string, url: string, companyName: string): string {
  const name = cliente.trim().split(/\s+/)[0] ?? '';
  return `${name ? `Hola ${name}!` : 'Hola!'} Te compartimos tu presupuesto de ${companyName}: ${url} Ahí vas a ver el detalle, el plan de pagos y tus recibos, podés descargarlos en PDF y aceptar el presupuesto.`;
}

/** The budget's acceptance as stored (presupuestos/{id}/aceptacion). */
export type BudgetAcceptance = BudgetAcceptanceShape;

export function parseAcceptance(raw: unknown): BudgetAcceptance | null {
  const record = asRecord(raw);
  if (typeof record.nombre !== 'string' || record.nombre.trim() === '' || typeof record.en !== 'number') return null;
  return { nombre: record.nombre.slice(0, MAX_CLIENT_LENGTH), en: record.en };
}

/** The budget's current link (presupuestos/{id}/enlaceCliente), or null. */
export function parseBudgetClientLink(raw: unknown): { token: string; creadoEn: number } | null {
  const record = asRecord(raw);
  if (typeof record.token !== 'string' || !CLIENT_LINK_TOKEN.test(record.token)) return null;
  return { token: record.token, creadoEn: typeof record.creadoEn === 'number' ? record.creadoEn : 0 };
}

/** One word of a name: letters (accents and ñ included), joined by an apostrophe or a hyphen, an initial's dot after. */
const NAME_WORD = "\\p{L}+(?:['’-]\\p{L}+)*\\.?";
const REAL_NAME = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD})+$`, 'u');

/**
 * The name the client types to accept: a real name and surname, at least two words of letters (accents, ñ,
 * apostrophes and hyphens allowed), up to 120 characters once trimmed. The page and the clientBudget function both
 * check it here.
 */
export function validateAcceptanceName(raw: unknown): { ok: true; nombre: string } | { ok: false; message: string } {
  const nombre = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (nombre.length < 2) return { ok: false, message: 'Escribí tu nombre y apellido para aceptar.' };
  if (nombre.length > MAX_CLIENT_LENGTH) return { ok: false, message: `El nombre puede tener hasta ${MAX_CLIENT_LENGTH} caracteres.` };
  if (!/^[\p{L}'’. -]+$/u.test(nombre) || !/\p{L}/u.test(nombre)) {
    return { ok: false, message: 'Escribí tu nombre y apellido con letras, sin números ni símbolos.' };
  }
  if (!REAL_NAME.test(nombre)) return { ok: false, message: 'Escribí tu nombre y también tu apellido.' };
  return { ok: true, nombre };
}

/**
 * The status a budget takes when its client accepts it: a query becomes a budget ('presupuestado'); from there on
 * the next steps need the date held or paid (staff's), so the status stays. null: it cannot be accepted (annulled).
 */
export function statusAfterAcceptance(estado: BudgetStatus): BudgetStatus | null {
  if (estado === 'anulado') return null;
  return estado === 'consulta' ? 'presupuestado' : estado;
}

/**
 * Whether a budget's validity has run out on `today` (the hall's day): it is valid through its «Válido hasta» day
 * and no longer the day after. An expired budget is shown but not accepted; staff send a new one.
 */
export function budgetExpired(validoHasta: IsoDate, today: IsoDate): boolean {
  return today > validoHasta;
}

/**
 * Whether a budget's offer has lapsed: only a quote (consulta, presupuestado) past its «Válido hasta» day. Once its
 * date is held, confirmed or paid, the validity no longer applies.
 */
export function offerExpired(estado: BudgetStatus, validoHasta: IsoDate, today: IsoDate): boolean {
  return (estado === 'consulta' || estado === 'presupuestado') && budgetExpired(validoHasta, today);
}

/**
 * Where the budget stands for its client, from its status and its money: annulled, the event done, paid in full,
 * confirmed (a firm date, or a held one whose deposit is paid), held provisionally, expired (a quote past its
 * validity) or open (a quote still valid).
 */
export type ClientSituation = 'anulado' | 'realizado' | 'pagado' | 'confirmado' | 'reservado' | 'vencido' | 'abierto';

export function clientSituation(estado: BudgetStatus, money: { pagado: number; falta: number; depositPaid: boolean; expired: boolean }): ClientSituation {
  if (estado === 'anulado') return 'anulado';
  if (estado === 'realizado') return 'realizado';
  if (money.falta === 0 && money.pagado > 0) return 'pagado';
  if (estado === 'confirmado' || estado === 'pagado' || (estado === 'reservado' && money.depositPaid)) return 'confirmado';
  if (estado === 'reservado') return 'reservado';
  return money.expired ? 'vencido' : 'abierto';
}

/** Who a history line written by the client names. */
export function clientHistoryAuthor(nombre: string): string {
  return `cliente: ${nombre}`;
}

export const ACCEPTANCE_NOTE = 'Presupuesto aceptado por el cliente';

export interface ClientViewLine {
  label: string;
  quantity: number;
  /** null: the month's price is missing ("Consultar"). */
  subtotal: number | null;
}

export interface ClientViewReceipt {
  numero: number;
  /** The day it was issued (hall time). */
  fecha: IsoDate;
  monto: number;
  concepto: ReceiptConcept;
  anulado: boolean;
  /** Who paid, as the receipt says (the budget's client when it names none). */
  pagador: string;
  medioDePago: PaymentMethod;
  detalle: string;
  /** What the budget still owed after it; null when the receipt did not say. */
  saldoPendiente: number | null;
}

/** Everything /p/{token} shows. */
export interface ClientBudgetView {
  empresa: { nombre: string; whatsapp: string };
  cliente: string;
  fechaEvento: IsoDate;
  invitados: number;
  validoHasta: IsoDate;
  estado: BudgetStatus;
  estadoTexto: string;
  anulado: boolean;
  lineas: ClientViewLine[];
  subtotal: number;
  descuento: number;
  total: number;
  /** Empty for an annulled budget (nothing is owed). */
  plan: Instalment[];
  recibos: ClientViewReceipt[];
  aceptacion: BudgetAcceptance | null;
  /** A quote whose «Válido hasta» day has passed and was not accepted (annulled, held or paid ones are not expired). */
  vencido: boolean;
  /** Where it stands for the client; its text is clientSituationText. */
  situacion: ClientSituation;
  /** The last day of its provisional hold (hall time); null unless its date is held. */
  reservaHasta: IsoDate | null;
  /** Whether "Aceptar presupuesto" is offered. */
  puedeAceptar: boolean;
  salon: Pick<HallFacts, 'address' | 'mapUrl' | 'hours' | 'included' | 'cancellationPolicy' | 'phone' | 'cuit'>;
  /** Paid towards the total (deposits and balances; annulled receipts and extras left out). */
  pagado: number;
  /** Still owed; 0 when paid in full or annulled. */
  falta: number;
  /** Where to transfer the balance: only while something is owed and the hall has an account. */
  cuenta: BankAccount | null;
  /**
   * "Pagar la seña con Mercado Pago": the amount, while the hall takes Mercado Pago, the seña is unpaid and the date
   * is the budget's to take (held by it provisionally, or a valid quote whose date is free); null otherwise.
   */
  pagoOnline: { monto: number } | null;
  /** The seña is paid in full, by the books (the receipts): "Recibimos tu seña". */
  senaRecibida: boolean;
}

/** When a Mercado Pago checkout of the seña may be offered: the hold's end, or the quote's validity; null: not now. */
export function onlineDepositDeadline(
  budget: Pick<StoredBudget, 'id' | 'estado' | 'fechaEvento' | 'validoHasta'>,
  rawBookings: unknown,
  now: Date,
): number | null {
  const booking = asRecord(asRecord(rawBookings)[budget.fechaEvento]);
  const hold = holdOf(booking);
  if (budget.estado === 'reservado')
    return booking.presupuestoId === budget.id && hold.expiresAt !== null && hold.expiresAt > now.getTime() ? hold.expiresAt : null;
  if (budget.estado !== 'consulta' && budget.estado !== 'presupuestado') return null;
  if (Object.keys(booking).length > 0 || offerExpired(budget.estado, budget.validoHasta, todayInHall(now))) return null;
  return startOfHallDay(addDays(budget.validoHasta, 1));
}

export interface ClientBudgetSources {
  budget: StoredBudget;
  /** presupuestos/{id}/aceptacion, raw. */
  acceptance: unknown;
  /** Every receipt; only this budget's are shown. */
  receipts: readonly Receipt[];
  /** datosId/8, for a budget saved before price copies were kept. */
  rawPrices: unknown;
  hall: HallFacts;
  /** cuentaBancaria; null when the hall has none. */
  bankAccount: BankAccount | null;
  /** reservas, raw: the hold of the budget's date, if any. */
  bookings?: unknown;
  /** config/cobros; DEFAULT_PAYMENT_TERMS when left out. */
  terms?: PaymentTerms;
  /** Whether the hall takes Mercado Pago (its credentials are set). */
  onlinePayment?: boolean;
  companyName: string;
  whatsapp: string;
  now: Date;
}

/** The client's view of a budget; null when it cannot be priced (no copy and no prices). */
export function clientBudgetView(sources: ClientBudgetSources): ClientBudgetView | null {
  const { budget, hall, now } = sources;
  const copy = effectivePriceCopy(budget, sources.rawPrices);
  if (!copy) return null;
  const totals = budgetTotals(budget, copy);
  const own = sources.receipts.filter((receipt) => receipt.presupuestoId === budget.id).sort((a, b) => a.numero - b.numero);
  const anulado = budget.estado === 'anulado';
  const today = todayInHall(now);
  const creadoEl = budget.creadoEn ? todayInHall(new Date(budget.creadoEn)) : today;
  const aceptacion = parseAcceptance(sources.acceptance);
  const vencido = aceptacion === null && offerExpired(budget.estado, budget.validoHasta, today);
  const account = budgetAccount(totals.total, own);
  const falta = anulado ? 0 : Math.max(account.owed, 0);
  const plan = anulado
    ? []
    : paymentPlan({ total: totals.total, sena: totals.sena, fechaEvento: budget.fechaEvento, creadoEl, today, terms: sources.terms }, own);
  const deposit = plan.find((instalment) => instalment.concepto === 'seña');
  const situacion = clientSituation(budget.estado, { pagado: account.paid, falta, depositPaid: deposit?.estado === 'pagada', expired: vencido });
  const booking = asRecord(asRecord(sources.bookings)[budget.fechaEvento]);
  const hold = holdOf(booking);
  const reservaHasta = situacion === 'reservado' && booking.presupuestoId === budget.id && hold.expiresAt !== null ? holdLastDay(hold.expiresAt) : null;
  return {
    empresa: { nombre: sources.companyName, whatsapp: sources.whatsapp },
    cliente: budget.cliente,
    fechaEvento: budget.fechaEvento,
    invitados: budget.invitados,
    validoHasta: budget.validoHasta,
    estado: budget.estado,
    estadoTexto: BUDGET_STATUS_LABELS[budget.estado],
    anulado,
    lineas: totals.quote.lines.map((line) => ({ label: line.label, quantity: line.quantity, subtotal: line.subtotal })),
    subtotal: totals.subtotal,
    descuento: totals.descuento,
    total: totals.total,
    plan,
    recibos: own.map((receipt) => ({
      numero: receipt.numero,
      fecha: todayInHall(new Date(receipt.emitidoEn)),
      monto: receipt.monto,
      concepto: receipt.concepto,
      anulado: receipt.anulacion !== undefined && receipt.anulacion !== null,
      pagador: receipt.cliente || budget.cliente,
      medioDePago: receipt.medioDePago,
      detalle: receipt.detalle,
      saldoPendiente: receipt.saldoPendiente,
    })),
    aceptacion,
    vencido,
    situacion,
    reservaHasta,
    // Nothing left to agree to once the event took place.
    puedeAceptar: !anulado && aceptacion === null && !vencido && situacion !== 'realizado',
    salon: {
      address: hall.address,
      mapUrl: hall.mapUrl,
      hours: hall.hours,
      included: hall.included,
      cancellationPolicy: hall.cancellationPolicy,
      phone: hall.phone,
      cuit: hall.cuit,
    },
    pagado: account.paid,
    falta,
    cuenta: falta > 0 ? sources.bankAccount : null,
    pagoOnline:
      sources.onlinePayment === true && deposit && deposit.estado !== 'pagada' && deposit.pagado === 0 && deposit.monto > 0 && !anulado
        ? onlineDepositDeadline(budget, sources.bookings, now) === null
          ? null
          : { monto: deposit.monto }
        : null,
    senaRecibida: deposit?.estado === 'pagada',
  };
}
