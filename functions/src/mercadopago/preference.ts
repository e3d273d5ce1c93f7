// The Checkout Pro preference for a budget's seña (docs/mercadopago.md): one item in ARS whole pesos (the seña by the
// payment plan's rule, depositAmount), an external_reference naming the budget and the instalment, the client page
// as every back URL, and an expiry no later than the hold's. Cash methods (ticket, atm) need days to be credited:
// Mercado Pago asks for at least CASH_MIN_DAYS, so they are offered only when the hold lasts that long.
import { DEFAULT_PAYMENT_TERMS, clientPageUrl, depositAmount, formatDateLong, isValidIsoDate, type PaymentTerms, type StoredBudget } from '@salon/domain';
import type { PreferenceRequest } from './types';

/** The days Mercado Pago asks a cash payment to have before it lapses. */
export const CASH_MIN_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Buenos Aires keeps UTC−3 all year. */
const HALL_OFFSET_MS = -3 * 60 * 60 * 1000;

export type Instalment = 'sena' | 'saldo';

/** `presupuesto:<id>:sena`: what the webhook reads back from the payment. */
export function externalReference(budgetId: string, instalment: Instalment): string {
  return `presupuesto:${budgetId}:${instalment}`;
}

export function parseExternalReference(reference: string | null | undefined): { budgetId: string; instalment: Instalment } | null {
  const match = /^presupuesto:(?<budgetId>[A-Za-z0-9_-]{1,64}):(?<instalment>sena|saldo)$/.exec(reference ?? '');
  const { budgetId, instalment } = match?.groups ?? {};
  return budgetId && instalment ? { budgetId, instalment: instalment as Instalment } : null;
}

/** An instant as Mercado Pago writes dates: ISO 8601 with the hall's offset, 2026-12-10T00:00:00.000-03:00. */
export function mercadoPagoDate(ms: number): string {
  return new Date(ms + HALL_OFFSET_MS).toISOString().replace('Z', '-03:00');
}

/** "Seña del evento del sábado 12 de diciembre de 2026": what the payer reads on Mercado Pago. */
export function senaTitle(fechaEvento: string): string {
  return isValidIsoDate(fechaEvento) ? `Seña del evento del ${formatDateLong(fechaEvento)}` : 'Seña del evento';
}

export interface SenaPreferenceInput {
  budget: Pick<StoredBudget, 'id' | 'sena' | 'fechaEvento'>;
  /** The budget's total (budgetTotals). */
  total: number;
  terms?: PaymentTerms;
  /** ms: when the hold lapses (reservas/{date}/venceEn). */
  venceEn: number;
  /** The client page's token and the site's origin. */
  token: string;
  origin: string;
  notificationUrl: string;
  now: Date;
}

/** The preference, or null when there is nothing to pay or the hold has lapsed. */
export function senaPreference(input: SenaPreferenceInput): PreferenceRequest | null {
  const amount = depositAmount(input.total, input.budget.sena, (input.terms ?? DEFAULT_PAYMENT_TERMS).porcentajeSena);
  const nowMs = input.now.getTime();
  if (amount <= 0 || input.venceEn <= nowMs) return null;
  const page = clientPageUrl(input.origin, input.token);
  const cash = input.venceEn - nowMs >= CASH_MIN_DAYS * DAY_MS;
  return {
    items: [{ id: `sena-${input.budget.id}`, title: senaTitle(input.budget.fechaEvento), quantity: 1, unit_price: amount, currency_id: 'ARS' }],
    external_reference: externalReference(input.budget.id, 'sena'),
    notification_url: input.notificationUrl,
    back_urls: { success: page, pending: page, failure: page },
    auto_return: 'approved',
    expires: true,
    expiration_date_from: mercadoPagoDate(nowMs),
    expiration_date_to: mercadoPagoDate(input.venceEn),
    ...(cash ? { date_of_expiration: mercadoPagoDate(input.venceEn) } : {}),
    ...(cash ? {} : { payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }] } }),
  };
}
