// The seña paid online end to end (docs/mercadopago.md): a budget holds its date; its client opens /p/{token}, sees
// "Pagar la seña con Mercado Pago" with the amount, pays on the local Mercado Pago's checkout page and comes back;
// the webhook's receipt is in the books, the page says "Recibimos tu seña", and staff see the receipt and the date
// booked for good.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, STAFF, openAsStaff, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';

// Far from every other test's dates; the function reads the server's clock, so the hold runs from now.
const DATE = '2033-03-12';
const CLIENT = `Cliente Mercado Pago ${Date.now()}`;
const TOKEN = `mercadopago${Date.now()}`.padEnd(43, 'x');
let budgetId = '';

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    await db.ref(`reservas/${DATE}`).remove();
    await db.ref(`enlacesCliente/${TOKEN}`).remove();
    const receipt = budgetId ? await webhookReceipt() : null;
    if (receipt) await db.ref(`recibos/r${receipt.numero}`).remove();
    if (budgetId) await db.ref(`presupuestos/${budgetId}`).remove();
    // The webhook's records of the payment: the worker's database is left as seeded (the export/import test reads it whole).
    await db.ref().update({ pagosMercadoPago: null, 'contadores/pagosMercadoPago': null });
  },
});

/** The receipt the webhook issued for the budget, once it is there. */
async function webhookReceipt(): Promise<{ numero: number; monto: number; medioDePago: string } | null> {
  const found = (await adminDb().ref('recibos').orderByChild('presupuestoId').equalTo(budgetId).get()).val() as Record<
    string,
    { numero: number; monto: number; medioDePago: string }
  > | null;
  return Object.values(found ?? {})[0] ?? null;
}

test('the client pays the seña with Mercado Pago; the receipt is issued and the date is booked', async () => {
  const db = adminDb();
  budgetId = db.ref('presupuestos').push().key ?? '';
  const now = Date.now();
  await db.ref().update({
    [`presupuestos/${budgetId}`]: {
      cliente: CLIENT,
      telefono: '11 5555-8888',
      fechaEvento: DATE,
      invitados: 50,
      alquiler: '4hs',
      horasExtra: 0,
      sena: 100_000,
      estado: 'reservado',
      validoHasta: '2033-02-01',
      creadoEn: now,
      actualizadoEn: now,
      autor: STAFF.admin.email,
      precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000 } },
      enlaceCliente: { token: TOKEN, creadoEn: now },
    },
    [`enlacesCliente/${TOKEN}`]: { presupuestoId: budgetId, creadoEn: now, creadoPor: STAFF.admin.email },
    [`reservas/${DATE}`]: { tipo: 'evento', creadoEn: now, presupuestoId: budgetId, provisoria: true, venceEn: now + 5 * 86_400_000 },
  });

  // The client, on a phone.
  const client = await e2e.openPage(PHONE);
  await client.page.goto(`${SITE_URL}/p/${TOKEN}`);
  const offer = client.page.getByTestId('cliente-mercadopago');
  await offer.waitFor({ timeout: 20_000 });
  await expect(offer).toContainText('La seña es de $ 100.000.');
  expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  await screenshot(client.page, 'cliente-pagar-sena-telefono');
  await offer.getByRole('button', { name: 'Pagar la seña con Mercado Pago' }).click();

  // The local Mercado Pago's checkout page.
  await client.page.getByRole('button', { name: 'Aprobar el pago' }).waitFor({ timeout: 20_000 });
  await expect(client.page.locator('body')).toContainText('Seña del evento del sábado 12 de marzo de 2033: $ 100.000');
  await client.page.getByRole('button', { name: 'Aprobar el pago' }).click();
  await client.page.waitForURL(new RegExp(`^${SITE_URL}/p/${TOKEN}\\?`));

  // The books, not the return address, say it is paid: once the webhook wrote the receipt, the page says so.
  await expect.poll(webhookReceipt, { timeout: 30_000 }).toMatchObject({ monto: 100_000, medioDePago: 'mercadopago' });
  await client.page.reload();
  await expect(client.page.getByTestId('cliente-sena-recibida')).toHaveText('Recibimos tu seña. ¡Gracias! Tu fecha queda reservada.', { timeout: 20_000 });
  await expect(client.page.getByTestId('cliente-mercadopago')).toHaveCount(0);
  await screenshot(client.page, 'cliente-sena-recibida-telefono');
  expect((await db.ref(`reservas/${DATE}`).get()).val()).toEqual({ tipo: 'evento', creadoEn: now, presupuestoId: budgetId });

  const receipt = (await webhookReceipt())!;
  const numero = String(receipt.numero).padStart(8, '0');
  const staff = await e2e.openPage(DESKTOP);
  await openAsStaff(staff.page, `/presupuesto/${budgetId}`);
  await expect(staff.page.getByTestId('presupuesto-estado')).toHaveText('Confirmado', { timeout: 20_000 });
  await staff.page
    .getByTestId('presupuesto-historial')
    .filter({ hasText: `Seña recibida (recibo N° ${numero}): reserva confirmada` })
    .waitFor();
  await staff.page.goto(`${SITE_URL}/templateRecibo?numero=${receipt.numero}`);
  await expect(staff.page.getByTestId('recibo-numero')).toHaveText(`N° ${numero}`, { timeout: 20_000 });
  await expect(staff.page.getByTestId('recibo-importe')).toHaveText('$ 100.000');
  await expect(staff.page.getByTestId('recibo-cliente')).toHaveText(CLIENT);
});
