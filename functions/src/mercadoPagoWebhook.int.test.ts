// The Mercado Pago webhook against the local Mercado Pago (its real wire format: signed notifications, retries) and the
// running local backend (admin connection, as the function runs): a forged notification writes nothing, an approved
// payment issues one receipt and confirms the hold however often and in whatever order it is notified, a late payment
// never double-books, a rejected one writes nothing and a refund annuls the receipt and puts the hold back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminDb, closeAdminDb } from '../../scripts/testing/adminDb';
import { startLocalMercadoPago, type LocalMercadoPago } from '../../scripts/mercadopago-local/server';
import { mercadoPagoClient } from './mercadopago/client';
import { signatureHeader } from './mercadopago/signature';
import { handleMercadoPagoWebhook } from './mercadoPagoWebhook';

const SECRET = 'secreto-de-prueba-webhook';
const HELD_UNTIL = Date.parse('2099-01-20T00:00:00-03:00');
const DATES = ['2099-03-02', '2099-03-03', '2099-03-04', '2099-03-05', '2099-03-06'] as const;

let mp: LocalMercadoPago;
let webhook: Server;
let webhookUrl = '';

beforeAll(async () => {
  mp = await startLocalMercadoPago({ webhookSecret: SECRET, retryDelaysMs: [0, 0] });
  const client = mercadoPagoClient({ accessToken: 'TEST-local', baseUrl: mp.url });
  webhook = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
    req.resume();
    void handleMercadoPagoWebhook(
      { method: req.method ?? 'GET', query: Object.fromEntries(url.searchParams), signature: header('x-signature'), requestId: header('x-request-id') },
      { secret: SECRET, client, db: adminDb(), now: () => Date.now() },
    ).then(
      (answer) => res.writeHead(answer.status).end(),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/mercadoPagoWebhook`;
});

const budget = (cliente: string, fechaEvento: string, estado = 'reservado') => ({
  cliente,
  telefono: '11 4444-5555',
  fechaEvento,
  estado,
  validoHasta: '2098-12-31',
  creadoEn: 1,
  actualizadoEn: 1,
  autor: 'admin@salon.test',
  sena: 300_000,
  // Its own price copy: a total of $ 1.000.000 whatever the site's prices are.
  alquiler: '4hs',
  precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 1_000_000 } },
});
const hold = (presupuestoId: string) => ({ tipo: 'evento', creadoEn: 1, presupuestoId, provisoria: true, venceEn: HELD_UNTIL });

const made = { budgets: [] as string[], payments: [] as string[] };

async function setUp(cliente: string, fecha: string, extra: Record<string, unknown> = {}, estado = 'reservado'): Promise<string> {
  const db = adminDb();
  const id = db.ref('presupuestos').push().key;
  made.budgets.push(id);
  await db.ref().update({ [`presupuestos/${id}`]: budget(cliente, fecha, estado), ...extra });
  return id;
}

/** The payer goes through the local checkout page and chooses; resolves with the payment id once its notifications are taken. */
async function pay(budgetId: string, status: 'approved' | 'rejected' | 'pending', notificationUrl = webhookUrl): Promise<string> {
  const client = mercadoPagoClient({ accessToken: 'TEST-local', baseUrl: mp.url });
  const preference = await client.createPreference(
    {
      items: [{ title: 'Seña', quantity: 1, unit_price: 300_000, currency_id: 'ARS' }],
      external_reference: `presupuesto:${budgetId}:sena`,
      notification_url: notificationUrl,
      back_urls: { success: 'http://127.0.0.1/p/t', pending: 'http://127.0.0.1/p/t', failure: 'http://127.0.0.1/p/t' },
      expires: false,
    },
    `sena-${budgetId}-${status}`,
  );
  const answer = await fetch(`${preference.init_point}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
  });
  const paymentId = new URL(answer.headers.get('location')!).searchParams.get('payment_id')!;
  made.payments.push(paymentId);
  await mp.settled();
  return paymentId;
}

async function change(paymentId: string, status: string): Promise<void> {
  await fetch(`${mp.url}/_local/payments/${paymentId}`, { method: 'POST', body: JSON.stringify({ status }) });
  await mp.settled();
}

/** Sends a notification as Mercado Pago does, signed with `secret` at `ts` (seconds). */
function notify(paymentId: string, { secret = SECRET, ts = String(Math.floor(Date.now() / 1000)), signed = true } = {}): Promise<Response> {
  const requestId = `req-${paymentId}-${ts}`;
  return fetch(`${webhookUrl}?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      ...(signed ? { 'x-signature': signatureHeader({ dataId: paymentId, requestId, ts }, secret) } : {}),
    },
    body: JSON.stringify({ action: 'payment.created', type: 'payment', data: { id: paymentId } }),
  });
}

async function receiptsOf(budgetId: string): Promise<Array<Record<string, unknown>>> {
  const found = (await adminDb().ref('recibos').orderByChild('presupuestoId').equalTo(budgetId).get()).val() as Record<string, Record<string, unknown>> | null;
  return Object.values(found ?? {});
}

const read = async (path: string) => (await adminDb().ref(path).get()).val() as Record<string, unknown> | null;

// One hook, in this order: the books put back, then the servers and the admin connection closed (a read after
// closeAdminDb would open a connection that keeps the test process alive).
afterAll(async () => {
  await mp.settled();
  const db = adminDb();
  const receipts = (await Promise.all(made.budgets.map(receiptsOf))).flat();
  await db.ref().update({
    ...Object.fromEntries(DATES.map((date) => [`reservas/${date}`, null])),
    ...Object.fromEntries(made.budgets.map((id) => [`presupuestos/${id}`, null])),
    ...Object.fromEntries(receipts.map((receipt) => [`recibos/r${receipt.numero as number}`, null])),
    ...Object.fromEntries(
      made.payments.flatMap((id) => [
        [`pagosMercadoPago/${id}`, null],
        [`contadores/pagosMercadoPago/${id}`, null],
      ]),
    ),
  });
  await mp.close();
  await new Promise((resolve) => webhook.close(resolve));
  await closeAdminDb();
});

it('a forged, unsigned or stale notification is refused with 401 and writes nothing', async () => {
  const id = await setUp('Forja', DATES[0]);
  await adminDb().ref(`reservas/${DATES[0]}`).set(hold(id));
  // Approved, but its own notifications go nowhere (port 9 is closed): only the ones below reach the webhook.
  const paymentId = await pay(id, 'approved', 'http://127.0.0.1:9/nadie');
  expect((await notify(paymentId, { secret: 'otro-secreto' })).status).toBe(401);
  expect((await notify(paymentId, { signed: false })).status).toBe(401);
  expect((await notify(paymentId, { ts: String(Math.floor(Date.now() / 1000) - 600) })).status).toBe(401);
  expect(await receiptsOf(id)).toEqual([]);
  expect(await read(`pagosMercadoPago/${paymentId}`)).toBeNull();
  expect(await read(`contadores/pagosMercadoPago/${paymentId}`)).toBeNull();
  expect(await read(`reservas/${DATES[0]}`)).toEqual(hold(id));
  // Signed as Mercado Pago signs: the same payment makes its receipt.
  expect((await notify(paymentId)).status).toBe(200);
  expect(await receiptsOf(id)).toHaveLength(1);
});

it('an approved payment issues one receipt and confirms the hold, however often and in whatever order it is notified', async () => {
  const fecha = DATES[1];
  const id = await setUp('Aprobado Mercado', fecha);
  await adminDb().ref(`reservas/${fecha}`).set(hold(id));
  const paymentId = await pay(id, 'approved');
  const [receipt, ...others] = await receiptsOf(id);
  expect(others).toEqual([]);
  expect(receipt).toMatchObject({
    monto: 300_000,
    concepto: 'seña',
    medioDePago: 'mercadopago',
    pagoMercadoPago: paymentId,
    cliente: 'Aprobado Mercado',
    emitidoPor: 'Mercado Pago',
    // What the receipt prints as still owed: the total less this deposit.
    saldoPendiente: 700_000,
  });
  expect(await read(`reservas/${fecha}`)).toEqual({ tipo: 'evento', creadoEn: 1, presupuestoId: id });
  expect((await read(`presupuestos/${id}`))?.estado).toBe('confirmado');

  // Replays and an "updated" before a "created": nothing more.
  expect((await notify(paymentId)).status).toBe(200);
  expect((await notify(paymentId)).status).toBe(200);
  await change(paymentId, 'approved');
  expect(await receiptsOf(id)).toHaveLength(1);
  const history = Object.values((await read(`historialPresupuestos/${id}`)) as Record<string, { nota: string }>);
  expect(history.map((entry) => entry.nota)).toEqual([`Seña recibida (recibo N° ${String(receipt!.numero).padStart(8, '0')}): reserva confirmada`]);
});

it('a refund annuls the receipt with its reason and puts the hold back as it was', async () => {
  const fecha = DATES[2];
  const id = await setUp('Devuelto', fecha);
  await adminDb().ref(`reservas/${fecha}`).set(hold(id));
  const paymentId = await pay(id, 'approved');
  await change(paymentId, 'refunded');
  await notify(paymentId);
  const receipts = await receiptsOf(id);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.anulacion).toMatchObject({ motivo: 'Mercado Pago devolvió el pago al cliente.', por: 'Mercado Pago' });
  expect(await read(`reservas/${fecha}`)).toEqual(hold(id));
  expect((await read(`presupuestos/${id}`))?.estado).toBe('reservado');
});

it('a payment after the hold lapsed and the date went to someone else keeps the receipt and flags the budget, never double-booking', async () => {
  const fecha = DATES[3];
  const late = await setUp('Pago Tarde', fecha, {}, 'presupuestado');
  const other = await setUp('Otro Cliente', fecha);
  await adminDb().ref(`reservas/${fecha}`).set(hold(other));
  const paymentId = await pay(late, 'approved');
  const [receipt] = await receiptsOf(late);
  expect(receipt).toMatchObject({ concepto: 'seña', medioDePago: 'mercadopago', pagoMercadoPago: paymentId });
  expect(await read(`reservas/${fecha}`)).toEqual(hold(other));
  const flagged = await read(`presupuestos/${late}`);
  expect(flagged?.estado).toBe('presupuestado');
  expect(flagged?.pagoSinFecha).toMatchObject({ numero: receipt!.numero, pagoMercadoPago: paymentId });
});

it('a quote whose date is free is booked by its paid seña; a rejected or pending payment writes nothing', async () => {
  const fecha = DATES[4];
  const id = await setUp('Fecha Libre', fecha, {}, 'presupuestado');
  await pay(id, 'rejected');
  await pay(id, 'pending');
  expect(await receiptsOf(id)).toEqual([]);
  expect(await read(`reservas/${fecha}`)).toBeNull();
  await pay(id, 'approved');
  expect(await receiptsOf(id)).toHaveLength(1);
  expect(await read(`reservas/${fecha}`)).toMatchObject({ tipo: 'evento', presupuestoId: id });
  expect((await read(`presupuestos/${id}`))?.estado).toBe('confirmado');
});
