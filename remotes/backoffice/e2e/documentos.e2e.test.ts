// The documents worth sending, end to end: a budget's PDF and a receipt's PDF downloaded from the staff pages and
// from the client's page, opened with a PDF parser (their amounts, the hall's name, address, phone and CUIT, the
// account for the balance, no staff e-mail); «Enviar por WhatsApp» sends the client page's link; the client page
// says how to pay the balance.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { DEMO_BANK_ACCOUNT, DEMO_HALL_FACTS } from '@salon/domain/fixtures';
import { pdfText } from '@salon/ui/src/documents/pdfText.testing';
import { DESKTOP, PHONE, SITE_URL, STAFF, openAsStaff } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, HALL_NOW } from '../../../scripts/testing/clock';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const CLIENT = `Familia Documento ${Date.now()}`;
const BUDGET_ID = `e2e-documentos-${Date.now()}`;
// Well above the receipts other tests issue (their counter starts at 90.000); written with the admin SDK.
const NUMERO = 97_000 + (Date.now() % 1000);

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    await db.ref(`recibos/r${NUMERO}`).remove();
    const link = (await db.ref(`presupuestos/${BUDGET_ID}/enlaceCliente/token`).get()).val() as string | null;
    if (link) await db.ref(`enlacesCliente/${link}`).remove();
    await db.ref(`presupuestos/${BUDGET_ID}`).remove();
  },
});

test.beforeAll(async () => {
  const db = adminDb();
  // The demo season's facts and account, as seeded (a database seeded before they existed gets them here).
  await db.ref('config/salon').update({ telefono: DEMO_HALL_FACTS.telefono, cuit: DEMO_HALL_FACTS.cuit, direccion: DEMO_HALL_FACTS.direccion });
  await db.ref('cuentaBancaria').set(DEMO_BANK_ACCOUNT);
  // $ 510.000: the 4-hour weekend rental and one extra hour; a $ 153.000 deposit, paid by receipt.
  await db.ref(`presupuestos/${BUDGET_ID}`).set({
    cliente: CLIENT,
    telefono: '11 5555-7777',
    fechaEvento: '2026-12-19',
    invitados: 50,
    alquiler: '4hs',
    horasExtra: 1,
    sena: 153_000,
    estado: 'confirmado',
    validoHasta: '2033-02-01',
    creadoEn: Date.parse(HALL_NOW),
    actualizadoEn: Date.parse(HALL_NOW),
    autor: STAFF.admin.email,
    precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 440_000, c_hora_extra_finde_: 70_000 } },
  });
  await db.ref(`recibos/r${NUMERO}`).set({
    numero: NUMERO,
    monto: 153_000,
    concepto: 'seña',
    medioDePago: 'transferencia',
    cliente: CLIENT,
    detalle: '',
    presupuestoId: BUDGET_ID,
    saldoPendiente: 357_000,
    emitidoEn: Date.parse(HALL_NOW),
    emitidoPor: STAFF.admin.email,
  });
});

/** Clicks what downloads a PDF and reads the file back: its text on one line. */
async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ text: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  const { text } = await pdfText(await readFile(await download.path()));
  return { text: text.replace(/\s+/g, ' '), name: download.suggestedFilename() };
}

const HALL_LINES = ['Av. Rivadavia 14500, Ramos Mejía, Buenos Aires', 'Tel.: 011 4654-1234', 'CUIT: 30-71234567-1'];

test('staff download the budget and its receipt as PDFs and send the client page by WhatsApp; the client downloads them too', async () => {
  const staff = await e2e.openPage(DESKTOP);
  await fixClock(staff.context);
  // WhatsApp itself is outside the test: its page answers empty, its address is what is checked.
  await staff.context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  await openAsStaff(staff.page, `/presupuesto/${BUDGET_ID}`);
  await staff.page.getByTestId('presupuesto-total').filter({ hasText: '$ 510.000' }).waitFor({ timeout: 20_000 });
  // The printed budget names the hall, not who made it.
  await expect(staff.page.getByTestId('documento-salon')).toHaveText(HALL_LINES.join(' · '));

  const budget = await downloadedText(staff.page, () => staff.page.getByTestId('presupuesto-pdf').click());
  expect(budget.name).toMatch(/^presupuesto-familia-documento-\d+-2026-12-19\.pdf$/);
  for (const expected of [
    'Salón',
    ...HALL_LINES,
    'Presupuesto',
    CLIENT,
    'sábado 19 de diciembre de 2026',
    'Total $ 510.000',
    'Pagado $ 153.000',
    'Falta pagar $ 357.000',
    'Cómo pagar el saldo',
    'Alias SALON.FIESTAS.RAMOS',
    'CBU 2850590940090418135201',
    'Titular Salón de Fiestas Ramos S.R.L.',
  ]) {
    expect(budget.text).toContain(expected);
  }
  expect(budget.text).not.toContain('@');

  // «Enviar por WhatsApp» before the budget is shared: it shares it and opens WhatsApp with the page's link.
  const [whatsapp] = await Promise.all([staff.context.waitForEvent('page'), staff.page.getByRole('button', { name: 'Enviar por WhatsApp' }).click()]);
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//, { timeout: 20_000 });
  const sent = new URL(whatsapp.url());
  expect(sent.pathname).toBe('/5491155557777');
  const message = sent.searchParams.get('text') ?? '';
  const pageUrl = /https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/.exec(message)?.[0] ?? '';
  expect(pageUrl.startsWith(`${SITE_URL}/p/`)).toBe(true);
  expect(message).toContain('Hola Familia! Te compartimos tu presupuesto de Salón:');
  // Now shared: the button is a plain link with the same message.
  await expect(staff.page.getByTestId('presupuesto-whatsapp')).toHaveAttribute('href', whatsapp.url());

  await staff.page.goto(`${SITE_URL}/templateRecibo?numero=${NUMERO}`);
  await staff.page.getByTestId('recibo-numero').waitFor({ timeout: 20_000 });
  const receipt = await downloadedText(staff.page, () => staff.page.getByTestId('recibo-pdf').click());
  expect(receipt.name).toBe(`recibo-000${NUMERO}.pdf`);
  for (const expected of [
    ...HALL_LINES,
    `N° 000${NUMERO}`,
    'martes 10 de noviembre de 2026',
    `Recibí de ${CLIENT} la suma de pesos ciento cincuenta y tres mil ($ 153.000) en concepto de seña`,
    'Total del presupuesto $ 510.000',
    'Saldo pendiente $ 357.000',
  ]) {
    expect(receipt.text).toContain(expected);
  }
  expect(receipt.text).not.toContain('@');

  // The client, on a phone: how to pay the balance, and the same documents.
  const client = await e2e.openPage(PHONE);
  await fixClock(client.context);
  await client.page.goto(pageUrl);
  const pay = client.page.getByRole('region', { name: 'Cómo pagar el saldo' });
  await pay.waitFor({ timeout: 20_000 });
  await expect(pay).toContainText('$ 357.000');
  await expect(client.page.getByTestId('cliente-alias')).toHaveText('SALON.FIESTAS.RAMOS');
  await expect(client.page.getByTestId('cliente-cbu')).toHaveText('2850590940090418135201');
  const clientBudget = await downloadedText(client.page, () => client.page.getByTestId('cliente-pdf').click());
  expect(clientBudget.text).toContain('Total $ 510.000');
  expect(clientBudget.text).toContain('Falta pagar $ 357.000');
  expect(clientBudget.text).toContain('CUIT: 30-71234567-1');
  const clientReceipt = await downloadedText(client.page, () =>
    client.page.getByRole('button', { name: `Descargar el recibo N° 000${NUMERO} en PDF` }).click(),
  );
  expect(clientReceipt.text).toContain('($ 153.000)');
  expect(clientReceipt.text).toContain('Tel.: 011 4654-1234');

  expect(staff.errors).toEqual([]);
  expect(client.errors).toEqual([]);
});
