// A local Mercado Pago (docs/mercadopago.md): the part of its wire format Salón uses, on 127.0.0.1 only.
//   POST /checkout/preferences   → { id, init_point } (init_point: this server's checkout page); X-Idempotency-Key honoured
//   GET  /v1/payments/{id}       → the payment, as Mercado Pago returns it
//   GET  /checkout/{preference}  → a page where the payer approves, rejects or leaves the payment pending
//   POST /_local/payments/{id}   → { status } changes a payment (a refund, a chargeback) and notifies again
// Every new or changed payment is notified to the preference's notification_url, signed as Mercado Pago signs
// (x-signature, x-request-id), and sent again on the retry schedule while the webhook does not answer 2xx.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeader } from '../../functions/src/mercadopago/signature';
import type { Payment, PaymentStatus, PreferenceRequest } from '../../functions/src/mercadopago/types';

/** The waits before each new attempt at a notification the webhook did not take. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 15_000, 60_000];
const USER_ID = 1_000_001;

export interface LocalMercadoPagoOptions {
  port?: number;
  webhookSecret: string;
  retryDelaysMs?: readonly number[];
  /** Date.now when left out. */
  now?: () => number;
}

export interface Delivery {
  url: string;
  status: number | null;
  attempt: number;
}

export interface LocalMercadoPago {
  url: string;
  /** Every attempt at a notification, in order. */
  deliveries: Delivery[];
  /** Resolves when every notification sent so far has been taken or given up. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

interface StoredPreference {
  id: string;
  request: PreferenceRequest;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startLocalMercadoPago(options: LocalMercadoPagoOptions): Promise<LocalMercadoPago> {
  const now = options.now ?? Date.now;
  const retries = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const preferences = new Map<string, StoredPreference>();
  const byIdempotencyKey = new Map<string, string>();
  const payments = new Map<number, { payment: Payment; notificationUrl: string | undefined }>();
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<void>>();
  let nextPayment = 1_000_000_001;
  let nextNotification = 1;
  let base = '';

  async function deliver(notificationUrl: string, paymentId: number, action: string): Promise<void> {
    const body = JSON.stringify({
      action,
      api_version: 'v1',
      data: { id: String(paymentId) },
      date_created: new Date(now()).toISOString(),
      id: nextNotification++,
      live_mode: false,
      type: 'payment',
      user_id: USER_ID,
    });
    const target = new URL(notificationUrl);
    target.searchParams.set('data.id', String(paymentId));
    target.searchParams.set('type', 'payment');
    for (let attempt = 1; attempt <= retries.length + 1; attempt++) {
      const requestId = randomUUID();
      const ts = String(Math.floor(now() / 1000));
      let status: number | null = null;
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'x-request-id': requestId,
            'x-signature': signatureHeader({ dataId: String(paymentId), requestId, ts }, options.webhookSecret),
          },
          body,
        });
        status = response.status;
        await response.text();
      } catch {
        status = null;
      }
      deliveries.push({ url: target.toString(), status, attempt });
      if (status !== null && status >= 200 && status < 300) return;
      if (attempt <= retries.length) await new Promise((resolve) => setTimeout(resolve, retries[attempt - 1]));
    }
  }

  function notify(paymentId: number, action: string): void {
    const url = payments.get(paymentId)?.notificationUrl;
    if (!url) return;
    const job = deliver(url, paymentId, action).finally(() => pending.delete(job));
    pending.add(job);
  }

  function pay(preference: StoredPreference, status: PaymentStatus): Payment {
    const amount = preference.request.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    const payment: Payment = {
      id: nextPayment++,
      status,
      status_detail: status === 'approved' ? 'accredited' : status === 'rejected' ? 'cc_rejected_other_reason' : 'pending_waiting_payment',
      external_reference: preference.request.external_reference ?? null,
      transaction_amount: amount,
      currency_id: 'ARS',
      date_approved: status === 'approved' ? new Date(now()).toISOString() : null,
      date_created: new Date(now()).toISOString(),
      payment_type_id: 'account_money',
    };
    payments.set(payment.id, { payment, notificationUrl: preference.request.notification_url });
    notify(payment.id, 'payment.created');
    return payment;
  }

  function checkoutPage(preference: StoredPreference): string {
    const item = preference.request.items[0];
    const button = (status: string, label: string) =>
      `<form method="post" action="/checkout/${preference.id}/pay"><input type="hidden" name="status" value="${status}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Mercado Pago local</title></head><body>
<h1>Mercado Pago local</h1><p>${escapeHtml(item?.title ?? '')}: $ ${(item?.unit_price ?? 0).toLocaleString('es-AR')}</p>
${button('approved', 'Aprobar el pago')}${button('rejected', 'Rechazar el pago')}${button('pending', 'Dejarlo pendiente')}
</body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const authorized = /^Bearer \S+$/.test(req.headers.authorization ?? '');
    if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
      if (!authorized) return send(res, 401, { message: 'invalid access token' });
      const key = req.headers['x-idempotency-key'];
      const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      const request = known ? preferences.get(known)!.request : (JSON.parse(await readBody(req)) as PreferenceRequest);
      if (!Array.isArray(request.items) || request.items.length === 0) return send(res, 400, { message: 'items needed' });
      const id = known ?? `${USER_ID}-${randomUUID()}`;
      if (!known) preferences.set(id, { id, request });
      if (typeof key === 'string') byIdempotencyKey.set(key, id);
      return send(res, 201, { ...request, id, init_point: `${base}/checkout/${id}`, sandbox_init_point: `${base}/checkout/${id}` });
    }
    const paymentMatch = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && paymentMatch) {
      if (!authorized) return send(res, 401, { message: 'invalid access token' });
      const found = payments.get(Number(paymentMatch[1]));
      return found ? send(res, 200, found.payment) : send(res, 404, { message: 'Payment not found', status: 404 });
    }
    const checkoutMatch = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    const preference = checkoutMatch?.[1] === undefined ? undefined : preferences.get(checkoutMatch[1]);
    if (checkoutMatch && preference && req.method === 'GET' && !checkoutMatch[2]) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end(checkoutPage(preference));
    }
    if (checkoutMatch && preference && req.method === 'POST' && checkoutMatch[2]) {
      const status = new URLSearchParams(await readBody(req)).get('status');
      if (status !== 'approved' && status !== 'rejected' && status !== 'pending') return send(res, 400, { message: 'status' });
      const payment = pay(preference, status);
      const back = preference.request.back_urls[status === 'approved' ? 'success' : status === 'rejected' ? 'failure' : 'pending'];
      const target = new URL(back);
      for (const [name, value] of Object.entries({
        collection_id: String(payment.id),
        collection_status: status,
        payment_id: String(payment.id),
        status,
        external_reference: payment.external_reference ?? '',
        preference_id: preference.id,
      }))
        target.searchParams.set(name, value);
      res.writeHead(302, { Location: target.toString() });
      return void res.end();
    }
    const changeMatch = /^\/_local\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'POST' && changeMatch) {
      const found = payments.get(Number(changeMatch[1]));
      if (!found) return send(res, 404, { message: 'Payment not found' });
      found.payment = { ...found.payment, status: (JSON.parse(await readBody(req)) as { status: PaymentStatus }).status };
      notify(found.payment.id, 'payment.updated');
      return send(res, 200, found.payment);
    }
    send(res, 404, { message: 'not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: 'internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    deliveries,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
