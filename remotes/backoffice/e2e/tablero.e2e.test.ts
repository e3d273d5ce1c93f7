// The owner's dashboard end to end, on the tests' fixed clock (Tuesday 10 November 2026, season July 2026 – June
// 2027, scripts/testing/clock.ts): a confirmed budget's total shows in the revenue table of its event month, formatted
// the Argentine way; the charts are drawn in boxes of fixed height; the CSV of budgets downloads for a Spanish Excel
// (BOM, ';', a name with ';' and quotes quoted); a recibos user is told the page is not for them.
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DESKTOP, SITE_URL, STAFF, signInAs } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, HALL_NOW } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';

// Saturday 15 May 2027: a month of the season no other test books.
const DATE = '2027-05-15';
const CLIENT = `Tablero; "E2E" ${Date.now()}`;
let budgetId = '';

const e2e = useE2eBrowser({
  cleanUp: async () => {
    if (budgetId) await adminDb().ref(`presupuestos/${budgetId}`).remove();
  },
});

test.beforeAll(async () => {
  const db = adminDb();
  const made = Date.parse(HALL_NOW);
  budgetId = db.ref('presupuestos').push().key ?? '';
  await db.ref(`presupuestos/${budgetId}`).set({
    cliente: CLIENT,
    telefono: '11 5555-8888',
    fechaEvento: DATE,
    invitados: 90,
    alquiler: '4hs',
    horasExtra: 0,
    estado: 'confirmado',
    validoHasta: DATE,
    creadoEn: made,
    actualizadoEn: made,
    autor: STAFF.admin.email,
    // May's prices as the budget was made: the 4-hour rental alone, $ 1.234.567.
    precios: { mes: 17, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 1_234_567 } },
  });
});

test('shows a confirmed budget’s total in the revenue table and downloads the budgets as a CSV for a Spanish Excel', async () => {
  const { page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(page.context());
  await signInAs(page, STAFF.admin.email, STAFF.admin.password);
  await page.waitForURL(/\/admin/);
  await page.getByRole('navigation', { name: 'Secciones del personal' }).getByRole('link', { name: 'Tablero' }).waitFor({ timeout: 20_000 });

  await page.goto(`${SITE_URL}/tablero`);
  const may = page.getByTestId('ingresos-2027-05');
  await may.filter({ hasText: '$ 1.234.567' }).waitFor({ timeout: 20_000 });
  await expect(may.getByRole('rowheader')).toHaveText('Mayo 2027');
  await expect(may.getByRole('cell').first()).toHaveText('$ 1.234.567');
  await expect(page.getByRole('table', { name: 'Ingresos reservados por mes del evento' })).toHaveCount(1);

  // The charts arrive in boxes that already had their height: Chart.js draws into a canvas of that size.
  const box = page.getByTestId('grafico').first();
  await box.locator('canvas').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => (document.querySelector<HTMLCanvasElement>('[data-testid="grafico"] canvas')?.height ?? 0) > 0);
  expect((await box.boundingBox())?.height).toBe(280);
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar presupuestos (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('presupuestos-2026-11-10.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text.split('\r\n')[0]).toBe(
    'Presupuesto;Cliente;Teléfono;Fecha del evento;Invitados;Estado;Total;Descuento;Seña;Pagado;Falta pagar;Creado el;Motivo de la anulación',
  );
  const quoted = `"${CLIENT.replace(/"/g, '""')}"`;
  expect(text).toContain(`${budgetId};${quoted};11 5555-8888;15/05/2027;90;Confirmado;1234567;0;0;0;1234567;10/11/2026;\r\n`);

  const [receipts] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar recibos (CSV)' }).click()]);
  expect(receipts.suggestedFilename()).toBe('recibos-2026-11-10.csv');
  const receiptText = (await readFile(await receipts.path())).toString('utf8');
  expect(receiptText.startsWith('\uFEFFNúmero;Fecha;Cliente;Concepto;Medio de pago;Importe;')).toBe(true);
  expect(errors).toEqual([]);
});

test('a recibos user neither finds /tablero in the menu nor sees it', async () => {
  const { page } = await e2e.openPage(DESKTOP);
  await signInAs(page, STAFF.recibos.email, STAFF.recibos.password, '/loginReciboPage');
  await page.waitForURL(/\/recibo$/, { timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: 'Secciones del personal' });
  await nav.getByRole('link', { name: 'Recibos' }).waitFor({ timeout: 20_000 });
  await expect(nav.getByRole('link', { name: 'Tablero' })).toHaveCount(0);
  await page.goto(`${SITE_URL}/tablero`);
  await page.getByText(`Tu usuario (${STAFF.recibos.email}) no tiene permiso para ver esta página.`).waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('tabla-ingresos')).toHaveCount(0);
});
