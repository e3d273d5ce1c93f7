// clientBudget: the client's budget page (/p/{token}, docs/storage-contract.md "Client page"). GET ?token=… answers
// the budget as its client may see it (clientBudgetView: no staff data, no other budget); POST { token, accion:
// 'aceptar', nombre } records the client's acceptance once. The link is read on every call, so a revoked one stops at
// once; an unknown, malformed or revoked token gets the same 404. Calls are limited per address.
import type { Database } from 'firebase-admin/database';
import {
  ACCEPTANCE_NOTE,
  budgetHistoryPath,
  CLIENT_LINK_TOKEN,
  clientBudgetView,
  clientHistoryAuthor,
  parseBankAccount,
  parseBudget,
  parseHallFacts,
  parsePaymentTerms,
  offerExpired,
  parseReceipts,
  resolveCompanyName,
  statusAfterAcceptance,
  todayInHall,
  validateAcceptanceName,
  type ClientBudgetView,
} from '@salon/domain';
import type { Bucket, RateLimiter } from './rateLimit';
import { onlineDepositDeadline } from '@salon/domain';
import { senaPreference } from './mercadopago/preference';
import type { PreferenceRequest } from './mercadopago/types';

/** The database paths it reads (admin SDK: nothing here is public). */
export const CLIENT_BUDGET_PATHS = {
  links: 'enlacesCliente',
  budgets: 'presupuestos',
  receipts: 'recibos',
  prices: 'datosId/8',
  contact: 'datosId/25',
  companyName: 'datosId/29',
  hall: 'config/salon',
  bankAccount: 'cuentaBancaria',
  terms: 'config/cobros',
  bookings: 'reservas',
} as const;

export const LINK_NOT_VALID = 'Este enlace ya no es válido. Pedile al salón que te envíe uno nuevo.';
export const ANNULLED_CANNOT_ACCEPT = 'Este presupuesto está anulado: ya no se puede aceptar.';
export const EXPIRED_CANNOT_ACCEPT = 'Este presupuesto ya venció: pedile al salón uno actualizado para aceptarlo.';
export const CANNOT_PAY_ONLINE = 'La seña de este presupuesto ya no se puede pagar en línea. Escribinos por WhatsApp.';
export const CHECKOUT_FAILED = 'No pudimos abrir Mercado Pago. Probá de nuevo en un rato o pagá por transferencia.';
export const TOO_MANY_CALLS = 'Hiciste muchas consultas seguidas. Esperá un minuto y volvé a intentar.';

/** Per address: generous for a client reloading their page, tight for someone trying tokens. */
export const CLIENT_PAGE_LIMITS = { perMinute: 30, perDay: 600 };

export type AcceptOutcome = 'aceptado' | 'ya-aceptado' | 'anulado' | 'vencido' | 'no-existe';

/**
 * What the client's acceptance does to the stored budget (run inside the database transaction, so the checks and
 * the write see the same record): the record to write and the line for the budget's history, or why nothing is
 * written. Valid through its «Válido hasta» day in the hall's time zone, while it is a quote (offerExpired: a held or
 * paid budget no longer lapses).
 */
export function acceptedRecord(
  id: string,
  current: Record<string, unknown>,
  { nombre, nowMs }: { nombre: string; nowMs: number },
): { outcome: AcceptOutcome; record?: Record<string, unknown>; historyLine?: Record<string, unknown> } {
  const budget = parseBudget(id, current);
  if (!budget) return { outcome: 'no-existe' };
  if (current.aceptacion) return { outcome: 'ya-aceptado' };
  const estado = statusAfterAcceptance(budget.estado);
  if (estado === null) return { outcome: 'anulado' };
  if (offerExpired(budget.estado, budget.validoHasta, todayInHall(new Date(nowMs)))) return { outcome: 'vencido' };
  return {
    outcome: 'aceptado',
    record: { ...current, estado: estado === budget.estado ? current.estado : estado, aceptacion: { nombre, en: nowMs } },
    historyLine: { estado, por: clientHistoryAuthor(nombre), en: nowMs, nota: ACCEPTANCE_NOTE },
  };
}

export interface ClientBudgetRequest {
  method: string;
  query: Record<string, unknown>;
  body: unknown;
  /** The caller's address, as the platform saw it. */
  ip: string;
}

export interface ClientBudgetResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ClientBudgetSourcesIO {
  /** enlacesCliente/{token}, raw. */
  readLink(token: string): Promise<unknown>;
  /** Everything the view needs of a budget, raw. */
  readBudgetData(id: string): Promise<{
    budget: unknown;
    receipts: unknown;
    prices: unknown;
    contact: unknown;
    companyName: unknown;
    hall: unknown;
    bankAccount: unknown;
    terms: unknown;
    /** reservas: the hold of the budget's date, if any. */
    bookings?: unknown;
  }>;
  /** Records the acceptance unless the budget has one, is annulled or has expired; says what it found. */
  accept(id: string, nombre: string, nowMs: number): Promise<AcceptOutcome>;
  limiter: RateLimiter;
  now(): Date;
  /** Mercado Pago Checkout Pro, when the hall has its credentials; without it the page offers the bank details only. */
  checkout?: {
    create(preference: PreferenceRequest, idempotencyKey: string): Promise<{ init_point: string }>;
    /** Where Mercado Pago notifies the payment (the mercadoPagoWebhook function). */
    notificationUrl: string;
    /** The site's origin: the client is sent back to /p/{token} there. */
    origin: string;
  } | null;
}

const HEADERS: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
  // The page is on the site's origin, the function on its own; nothing here rides on cookies.
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '3600',
};

const answer = (status: number, body: unknown): ClientBudgetResponse => ({ status, headers: HEADERS, body: JSON.stringify(body) });
const notFound = () => answer(404, { error: LINK_NOT_VALID });

function bodyRecord(body: unknown): Record<string, unknown> {
  if (typeof body === 'string') {
    try {
      return bodyRecord(JSON.parse(body));
    } catch {
      return {};
    }
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The budget a token opens: its id, or null when the token is malformed, unknown or revoked. */
async function linkedBudget(token: unknown, io: ClientBudgetSourcesIO): Promise<string | null> {
  if (typeof token !== 'string' || !CLIENT_LINK_TOKEN.test(token)) return null;
  const link = await io.readLink(token);
  if (!link || typeof link !== 'object') return null;
  const { presupuestoId, revocadoEn } = link as Record<string, unknown>;
  if (revocadoEn !== undefined && revocadoEn !== null) return null;
  return typeof presupuestoId === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(presupuestoId) ? presupuestoId : null;
}

async function view(
  id: string,
  io: ClientBudgetSourcesIO,
  data?: Awaited<ReturnType<ClientBudgetSourcesIO['readBudgetData']>>,
): Promise<ClientBudgetView | null> {
  const raw = data ?? (await io.readBudgetData(id));
  const budget = parseBudget(id, raw.budget);
  if (!budget) return null;
  const contact = raw.contact && typeof raw.contact === 'object' ? (raw.contact as Record<string, unknown>).numero_whatsapp : '';
  return clientBudgetView({
    budget,
    acceptance: raw.budget && typeof raw.budget === 'object' ? (raw.budget as Record<string, unknown>).aceptacion : undefined,
    receipts: parseReceipts(raw.receipts),
    rawPrices: raw.prices,
    hall: parseHallFacts(raw.hall),
    bankAccount: parseBankAccount(raw.bankAccount),
    terms: parsePaymentTerms(raw.terms),
    bookings: raw.bookings,
    companyName: resolveCompanyName(raw.companyName),
    whatsapp: typeof contact === 'string' ? contact.replace(/\D/g, '') : '',
    onlinePayment: Boolean(io.checkout),
    now: io.now(),
  });
}

export async function handleClientBudget(request: ClientBudgetRequest, io: ClientBudgetSourcesIO): Promise<ClientBudgetResponse> {
  if (request.method === 'OPTIONS') return { status: 204, headers: HEADERS, body: '' };
  if (request.method !== 'GET' && request.method !== 'POST') return answer(405, { error: 'Método no permitido.' });
  const bucket: Bucket = { key: `ip:${request.ip || 'sin-direccion'}`, limits: CLIENT_PAGE_LIMITS, shared: false };
  if (!(await io.limiter.tryCall(bucket, io.now().getTime()))) return answer(429, { error: TOO_MANY_CALLS });

  const body = bodyRecord(request.body);
  const token = request.method === 'GET' ? request.query.token : body.token;
  const id = await linkedBudget(token, io);
  if (!id) return notFound();

  if (request.method === 'POST' && body.accion === 'pagar-sena') return payDeposit(id, token as string, io);
  if (request.method === 'POST') {
    if (body.accion !== 'aceptar') return answer(400, { error: 'Acción desconocida.' });
    const name = validateAcceptanceName(body.nombre);
    if (!name.ok) return answer(400, { error: name.message, campo: 'nombre' });
    const outcome = await io.accept(id, name.nombre, io.now().getTime());
    if (outcome === 'no-existe') return notFound();
    if (outcome === 'anulado') return answer(409, { error: ANNULLED_CANNOT_ACCEPT });
    if (outcome === 'vencido') return answer(409, { error: EXPIRED_CANNOT_ACCEPT });
  }
  const shown = await view(id, io);
  return shown ? answer(200, { presupuesto: shown }) : notFound();
}

/**
 * "Pagar la seña con Mercado Pago": a Checkout Pro preference for the seña (senaPreference), while the view offers it
 * (ClientBudgetView.pagoOnline), expiring with the hold (or the quote); answers where to send the client (init_point).
 */
async function payDeposit(id: string, token: string, io: ClientBudgetSourcesIO): Promise<ClientBudgetResponse> {
  const checkout = io.checkout;
  const raw = await io.readBudgetData(id);
  const budget = parseBudget(id, raw.budget);
  const shown = await view(id, io, raw);
  if (!checkout || !budget || !shown?.pagoOnline) return answer(409, { error: CANNOT_PAY_ONLINE });
  const now = io.now();
  const deadline = onlineDepositDeadline(budget, raw.bookings, now);
  const preference =
    deadline === null
      ? null
      : senaPreference({
          budget,
          total: shown.total,
          terms: parsePaymentTerms(raw.terms),
          venceEn: deadline,
          token,
          origin: checkout.origin,
          notificationUrl: checkout.notificationUrl,
          now,
        });
  if (!preference) return answer(409, { error: CANNOT_PAY_ONLINE });
  try {
    const created = await checkout.create(preference, `sena-${id}-${deadline}-${preference.items[0]?.unit_price}`);
    return answer(200, { initPoint: created.init_point });
  } catch {
    return answer(502, { error: CHECKOUT_FAILED });
  }
}

/** The function's reads and its one write, with the admin SDK. */
export function databaseClientBudgetIO(db: Database, limiter: RateLimiter, checkout: ClientBudgetSourcesIO['checkout'] = null): ClientBudgetSourcesIO {
  const read = async (path: string) => (await db.ref(path).get()).val() as unknown;
  return {
    readLink: (token) => read(`${CLIENT_BUDGET_PATHS.links}/${token}`),
    async readBudgetData(id) {
      // Bounded by the budget, not by the books: its own receipts (by the indexed presupuestoId) and its date only.
      const budget = await read(`${CLIENT_BUDGET_PATHS.budgets}/${id}`);
      const fecha = budget && typeof budget === 'object' ? (budget as Record<string, unknown>).fechaEvento : undefined;
      const dateKey = typeof fecha === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(fecha) ? fecha : null;
      const [receipts, prices, contact, companyName, hall, bankAccount, terms, booking] = await Promise.all([
        db
          .ref(CLIENT_BUDGET_PATHS.receipts)
          .orderByChild('presupuestoId')
          .equalTo(id)
          .get()
          .then((snapshot) => snapshot.val() as unknown),
        read(CLIENT_BUDGET_PATHS.prices),
        read(CLIENT_BUDGET_PATHS.contact),
        read(CLIENT_BUDGET_PATHS.companyName),
        read(CLIENT_BUDGET_PATHS.hall),
        read(CLIENT_BUDGET_PATHS.bankAccount),
        read(CLIENT_BUDGET_PATHS.terms),
        dateKey === null ? null : read(`${CLIENT_BUDGET_PATHS.bookings}/${dateKey}`),
      ]);
      const bookings = dateKey !== null && booking !== null ? { [dateKey]: booking } : null;
      return { budget, receipts, prices, contact, companyName, hall, bankAccount, terms, bookings };
    },
    async accept(id, nombre, nowMs) {
      const budgetRef = db.ref(`${CLIENT_BUDGET_PATHS.budgets}/${id}`);
      // Set by the transaction's callback, which TypeScript's narrowing does not follow.
      let outcome = 'no-existe' as AcceptOutcome;
      let historyLine: Record<string, unknown> | undefined;
      const result = await budgetRef.transaction((current: unknown) => {
        // The first call may see null before the real value arrives: returning it unchanged lets the SDK retry.
        if (!current || typeof current !== 'object') {
          outcome = 'no-existe';
          historyLine = undefined;
          return current;
        }
        const accepted = acceptedRecord(id, current as Record<string, unknown>, { nombre, nowMs });
        outcome = accepted.outcome;
        historyLine = accepted.historyLine;
        return accepted.record;
      });
      // A transaction holds one node, so the history line (its own path) follows the committed acceptance; the
      // acceptance itself, with the name and the time, is on the budget either way.
      if (result.committed && outcome === 'aceptado' && historyLine) await db.ref(budgetHistoryPath(id)).push(historyLine);
      return outcome;
    },
    limiter,
    now: () => new Date(),
    checkout,
  };
}
