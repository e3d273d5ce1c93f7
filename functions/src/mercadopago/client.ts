// One small typed client of the Mercado Pago REST endpoints Salón uses (docs/mercadopago.md). Its base URL is
// configuration: the real API by default, the local Mercado Pago (scripts/mercadopago-local) in development and tests.
import type { Payment, PreferenceRequest, PreferenceResponse } from './types';

export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

export interface MercadoPagoConfig {
  accessToken: string;
  /** Without a trailing slash; MERCADOPAGO_API_URL when left out. */
  baseUrl?: string;
  /** globalThis.fetch when left out. */
  fetch?: typeof fetch;
}

export class MercadoPagoError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Mercado Pago answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'MercadoPagoError';
  }
}

export interface MercadoPagoClient {
  /** POST /checkout/preferences; the key makes a retried request create one preference. */
  createPreference(preference: PreferenceRequest, idempotencyKey: string): Promise<PreferenceResponse>;
  /** GET /v1/payments/{id}. */
  getPayment(id: string): Promise<Payment>;
}

export function mercadoPagoClient(config: MercadoPagoConfig): MercadoPagoClient {
  const base = (config.baseUrl ?? MERCADOPAGO_API_URL).replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${config.accessToken}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new MercadoPagoError(response.status, text);
    return JSON.parse(text) as T;
  }
  return {
    createPreference: (preference, idempotencyKey) =>
      call<PreferenceResponse>('POST', '/checkout/preferences', preference, { 'X-Idempotency-Key': idempotencyKey }),
    getPayment: (id) => {
      if (!/^\d{1,20}$/.test(id)) return Promise.reject(new Error(`Not a Mercado Pago payment id: ${id}`));
      return call<Payment>('GET', `/v1/payments/${id}`);
    },
  };
}
