// Receipts end to end in Chromium: the recibos role signs in at /loginReciboPage, issues a receipt for a
// budget (amount in figures and words, what is still owed; more than is owed asks first), is asked before a second
// deposit opened from a budget's link, opens /templateRecibo for it and prints it on A4; from /login it lands on
// /recibo too.
// The budget and receipt it creates are removed afterwards (the counter keeps its value: numbers never repeat).
import { expect, test } from '@playwright/test';
import type { Budget } from '@salon/domain';
import { DESKTOP, PHONE, SITE_URL, STAFF, screenshot, signInAs } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const CLIENT = `Cliente de recibo ${Date.now()}`;
const BUDGET_ID = `e2e-recibo-${Date.now()}`;
// The receipt counter of this worker's database is moved up to here first: the receipt issued is N° 00090001.
const COUNTER = 90_000;
const issued: number[] = [];

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    await Promise.all(issued.map((numero) => db.ref(`recibos/r${numero}`).remove()));
    await db.ref(`presupuestos/${BUDGET_ID}`).remove();
  },
});

test.beforeAll(async () => {
  // A budget to settle, made as the back-office makes them, with its own copy of the prices: the 4-hour weekend
  // rental at $ 500.000 and nothing else, so it comes to $ 500.000.
  const db = adminDb();
  // Fifty days after the pages' fixed today (10 November 2026, scripts/testing/clock.ts).
  const fechaEvento = '2026-12-30';
  const budget: Omit<Budget, 'anulacion'> = {
    cliente: CLIENT,
    telefono: '11 4444-7777',
    fechaEvento,
    invitados: 40,
    alquiler: '4hs',
    horasExtra: 0,
    adicionales: {},
    descuento: 0,
    sena: 150_000,
    notas: '',
    estado: 'confirmado',
    validoHasta: fechaEvento,
    creadoEn: Date.now(),
    actualizadoEn: Date.now(),
    autor: STAFF.admin.email,
    precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 500_000 } },
  };
  await db.ref(`presupuestos/${BUDGET_ID}`).set(budget);
  // Numbers never go back: only ever moved up (no test of this run issues that many).
  await db.ref('contadores/recibos').transaction((current: number | null) => Math.max(current ?? 0, COUNTER));
});

test('the recibos role issues a receipt for a budget and prints it', async () => {
  const { context, page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(context);
  await signInAs(page, STAFF.recibos.email, STAFF.recibos.password, '/loginReciboPage');
  await page.waitForURL(/\/recibo$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Emitir recibo' }).waitFor({ timeout: 20_000 });
  // The recibos role sees only receipts in the staff navigation.
  const nav = page.getByRole('navigation', { name: 'Secciones del personal' });
  await expect(nav.getByRole('link', { name: 'Presupuestos' })).toHaveCount(0);

  // Bad input: Spanish messages next to each field, nothing issued.
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await page.getByText('Escribí el importe recibido.').waitFor();
  await page.getByText('Escribí quién hace el pago.').waitFor();
  await page.getByText('Elegí el concepto del pago (seña, saldo o extras).').waitFor();
  await page.getByText('Elegí el medio de pago.').waitFor();
  await page.getByLabel('Importe ($)').fill('cien mil');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await page.getByText('El importe no es válido. Escribilo como 150.000.').waitFor();
  expect((await adminDb().ref('contadores/recibos').get()).val()).toBe(90_000);

  // Link the budget: the payer and what is owed come from it.
  const option = page.getByLabel('Presupuesto que salda').locator('option', { hasText: CLIENT });
  await option.waitFor({ state: 'attached', timeout: 20_000 });
  await page.getByLabel('Presupuesto que salda').selectOption(BUDGET_ID);
  await expect(page.getByLabel('Recibí de')).toHaveValue(CLIENT);
  await expect(page.getByTestId('recibo-falta-pagar')).toHaveText('$ 500.000');
  // The budget owes money: it is in the list to collect from.
  await expect(page.getByTestId('recibos-pendientes').getByRole('button', { name: `Cobrar la seña ($ 150.000) de ${CLIENT}` })).toBeVisible();
  // More than is owed asks first; «Cancelar» issues nothing.
  await page.getByLabel('Importe ($)').fill('500.001');
  await page.getByText('Seña', { exact: true }).click();
  await page.getByLabel('Medio de pago').selectOption('transferencia');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('El importe ($ 500.001) supera lo que falta pagar ($ 500.000). Si es un cobro aparte, elegí «Extras».');
  await expect(warning).toContainText('¿Emitir el recibo igual?');
  await warning.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await adminDb().ref('contadores/recibos').get()).val()).toBe(90_000);

  await page.getByLabel('Importe ($)').fill('150.000');
  await expect(page.getByTestId('recibo-monto-letras')).toHaveText('Son pesos ciento cincuenta mil.');
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await screenshot(page, 'backoffice-recibo-formulario-escritorio');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  const done = page.getByTestId('recibo-emitido');
  await done.waitFor({ timeout: 20_000 });
  const numero = Number(/N° (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  issued.push(numero);
  expect(numero).toBe(90_001);
  expect((await adminDb().ref(`recibos/r${numero}`).get()).val()).toMatchObject({
    numero,
    monto: 150_000,
    concepto: 'seña',
    medioDePago: 'transferencia',
    cliente: CLIENT,
    presupuestoId: BUDGET_ID,
    saldoPendiente: 350_000,
    emitidoPor: STAFF.recibos.email,
  });
  // The form is empty again and what is owed went down.
  await expect(page.getByLabel('Importe ($)')).toHaveValue('');
  await page.getByRole('link', { name: 'Ver e imprimir el recibo N° 00090001' }).waitFor();

  // The printable receipt.
  await page.getByRole('link', { name: 'Ver e imprimir el recibo', exact: true }).click();
  await page.waitForURL(new RegExp(`/templateRecibo\\?numero=${numero}$`));
  await page.getByTestId('recibo-numero').waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('recibo-numero')).toHaveText('N° 00090001');
  await expect(page.getByTestId('recibo-letras')).toHaveText('pesos ciento cincuenta mil');
  await expect(page.getByTestId('recibo-importe')).toHaveText('$ 150.000');
  await expect(page.getByTestId('recibo-cliente')).toHaveText(CLIENT);
  await expect(page.getByTestId('recibo-saldo')).toHaveText('$ 350.000');
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await screenshot(page, 'backoffice-recibo-plantilla-escritorio');
  await page.emulateMedia({ media: 'print' });
  await expect(nav.isVisible()).resolves.toBe(false);
  await expect(page.getByRole('button', { name: 'Imprimir' }).isVisible()).resolves.toBe(false);
  await expect(page.getByTestId('recibo-letras')).toBeVisible();
  await screenshot(page, 'backoffice-recibo-impresion');
  // A4 with 15 mm margins, as a PDF would print it.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  // The budget page's link for a second deposit: the form says what the budget still owes and that its deposit is
  // paid, and asks before issuing it.
  await page.goto(`${SITE_URL}/recibo?presupuesto=${BUDGET_ID}&concepto=seña&monto=150000`);
  await expect(page.getByTestId('recibo-falta-pagar')).toHaveText('$ 350.000', { timeout: 20_000 });
  await expect(page.getByTestId('recibo-pagado')).toHaveText('$ 150.000');
  await expect(page.getByTestId('recibo-plan-seña')).toHaveText('Pagada');
  await expect(page.getByLabel('Importe ($)')).toHaveValue('150000');
  await page.getByLabel('Medio de pago').selectOption('efectivo');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'La seña de este presupuesto ya está paga ($ 150.000): otro recibo de seña la cobraría dos veces. Si es parte del saldo, elegí «Saldo».',
  );
  await screenshot(page, 'backoffice-recibo-segunda-sena');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  expect((await adminDb().ref('contadores/recibos').get()).val()).toBe(90_001);

  expect(errors).toEqual([]);
  await context.close();
});

test('from the staff sign-in the recibos role lands on /recibo; a sample layout; a receipt that does not exist', async () => {
  const { context, page } = await e2e.openPage(PHONE);
  await fixClock(context);
  await signInAs(page, STAFF.recibos.email, STAFF.recibos.password, '/login');
  await page.waitForURL(/\/recibo$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Emitir recibo' }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { name: 'Presupuestos con saldo pendiente' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  await screenshot(page, 'backoffice-recibo-formulario-telefono');
  await page.goto(`${SITE_URL}/templateRecibo`);
  await page.getByText('Este es un ejemplo del diseño.', { exact: false }).waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('recibo-letras')).toHaveText('pesos ciento cincuenta mil');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  await screenshot(page, 'backoffice-recibo-plantilla-telefono');
  await page.goto(`${SITE_URL}/templateRecibo?numero=999999999`);
  await page.getByText('No existe el recibo N° 999999999.').waitFor({ timeout: 20_000 });
  await context.close();
});
