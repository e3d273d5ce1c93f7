import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mercadoPagoClient } from '../../functions/src/mercadopago/client';
import { paymentOutcome } from '../../functions/src/mercadopago/receipt';
import { verifySignature } from '../../functions/src/mercadopago/signature';
import { startLocalMercadoPago, type LocalMercadoPago } from './server';

const SECRET = 'local-secret';
const NOW = Date.UTC(2026, 11, 3, 13, 0);

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A webhook that fails the first `failures` notifications with a 500. */
async function webhook(failures: number) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      res.statusCode = received.length <= failures ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mercadoPagoWebhook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const preferenceFor = (notificationUrl: string) => ({
  items: [{ title: 'Seña del evento', quantity: 1, unit_price: 300000, currency_id: 'ARS' as const }],
  external_reference: 'presupuesto:p1:sena',
  notification_url: notificationUrl,
  back_urls: { success: 'http://127.0.0.1:1/p/tok', pending: 'http://127.0.0.1:1/p/tok', failure: 'http://127.0.0.1:1/p/tok' },
  expires: false,
});

describe('the local Mercado Pago', () => {
  let mp: LocalMercadoPago;
  let hook: Awaited<ReturnType<typeof webhook>>;
  afterEach(async () => {
    await mp.close();
    await hook.close();
  });

  it('takes a preference from our client, lets the payer approve it and notifies a signed payment the webhook accepts', async () => {
    hook = await webhook(0);
    mp = await startLocalMercadoPago({ webhookSecret: SECRET, now: () => NOW, retryDelaysMs: [0] });
    const client = mercadoPagoClient({ accessToken: 'TEST-local', baseUrl: mp.url });
    const preference = await client.createPreference(preferenceFor(hook.url), 'sena-p1');
    expect(preference.init_point).toBe(`${mp.url}/checkout/${preference.id}`);
    expect((await client.createPreference(preferenceFor(hook.url), 'sena-p1')).id).toBe(preference.id);

    const page = await (await fetch(preference.init_point)).text();
    expect(page).toContain('Aprobar el pago');
    const paid = await fetch(`${preference.init_point}/pay`, {
      method: 'POST',
      body: 'status=approved',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(
      'http://127.0.0.1:1/p/tok?collection_id=1000000001&collection_status=approved&payment_id=1000000001&status=approved&external_reference=presupuesto%3Ap1%3Asena&preference_id=' +
        preference.id,
    );
    await mp.settled();

    expect(hook.received).toHaveLength(1);
    const note = hook.received[0];
    if (!note) throw new Error('no notification');
    const dataId = new URL(note.url, 'http://x').searchParams.get('data.id');
    expect(dataId).toBe('1000000001');
    expect(note.body).toEqual({
      action: 'payment.created',
      api_version: 'v1',
      data: { id: '1000000001' },
      date_created: '2026-12-03T13:00:00.000Z',
      id: 1,
      live_mode: false,
      type: 'payment',
      user_id: 1000001,
    });
    const check = verifySignature({ signature: String(note.headers['x-signature']), requestId: String(note.headers['x-request-id']), dataId }, SECRET, NOW);
    expect(check).toEqual({ ok: true });
    expect(verifySignature({ signature: String(note.headers['x-signature']), requestId: 'other', dataId }, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });

    const payment = await client.getPayment(dataId ?? '');
    expect(paymentOutcome(payment)).toMatchObject({ kind: 'receipt', budgetId: 'p1', receipt: { monto: 300000, pagoMercadoPago: '1000000001' } });
  });

  it('sends a notification again while the webhook does not answer 2xx', async () => {
    hook = await webhook(2);
    mp = await startLocalMercadoPago({ webhookSecret: SECRET, now: () => NOW, retryDelaysMs: [0, 0, 0] });
    const client = mercadoPagoClient({ accessToken: 'TEST-local', baseUrl: mp.url });
    const preference = await client.createPreference(preferenceFor(hook.url), 'k');
    await fetch(`${preference.init_point}/pay`, { method: 'POST', body: 'status=rejected', redirect: 'manual' });
    await mp.settled();
    expect(mp.deliveries.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect((await client.getPayment('1000000001')).status).toBe('rejected');
  });

  it('refuses the API without an access token', async () => {
    hook = await webhook(0);
    mp = await startLocalMercadoPago({ webhookSecret: SECRET });
    expect((await fetch(`${mp.url}/v1/payments/1`)).status).toBe(401);
  });
});
