// Budgets end to end in Chromium: an admin creates a budget (a draft survives a reload), views it, sends it
// by WhatsApp, prints it and edits it; the total comes from the demo season's prices and a later price change
// does not alter it. Everything created is removed afterwards.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, STAFF, screenshot, openAsStaff } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';

// The pages live on the fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts): the event is a
// Saturday five to six weeks ahead, in the season whose prices are published.
const CLIENT = `Cliente de prueba ${Date.now()}`;
const EVENT_DATE = '2026-12-19';
let budgetId = '';
let changedPrice: { key: string; value: unknown } | null = null;

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    if (changedPrice) await db.ref(`datosId/8/${changedPrice.key}`).set(changedPrice.value);
    if (budgetId) await db.ref(`presupuestos/${budgetId}`).remove();
  },
});

// The demo season's December prices (scripts/seed/demoData.ts) with the weekend rate for extra hours, 3 waitresses,
// $ 10.000 off: with 2 extra hours the budget comes to $ 621.500, with 3 to $ 691.000.
const TOTAL_2_EXTRA_HOURS = '$ 621.500';
const TOTAL_3_EXTRA_HOURS = '$ 691.000';

test('creates, shows, sends, prints and edits a budget with its total', async () => {
  const { context, page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(context);
  await openAsStaff(page, '/presupuesto');
  await page.getByRole('heading', { name: 'Nuevo presupuesto' }).waitFor({ timeout: 20_000 });

  // Bad input: Spanish messages next to the fields, nothing saved.
  await page.getByLabel('Teléfono (WhatsApp)').fill('1234');
  await page.getByRole('button', { name: 'Guardar presupuesto' }).click();
  await expect(page.getByText('Escribí el nombre del cliente.')).toBeVisible();
  await expect(page.getByText(/El teléfono debe tener entre 8 y 15 números/)).toBeVisible();
  await expect(page.getByText('Elegí la fecha del evento.')).toBeVisible();
  expect(await page.getByLabel('Nombre del cliente').evaluate((element) => element === document.activeElement)).toBe(true);
  await expect(page.getByLabel('Nombre del cliente')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nombre del cliente').fill(CLIENT);
  await page.getByLabel('Teléfono (WhatsApp)').fill('11 5555-6666');
  await page.getByLabel('Invitados').fill('80');
  await page.getByLabel('Fecha del evento').fill(EVENT_DATE);
  // A Saturday suggests the 4-hour rental.
  await expect(page.getByLabel('Alquiler del salón', { exact: true })).toHaveValue('4hs');
  await page.getByLabel('Horas extra', { exact: true }).fill('2');
  await page.getByLabel('Camarera').fill('3');
  await page.getByLabel('Descuento ($)').fill('10.000');
  await page.getByLabel('Seña ($)').fill('$ 50.000');
  await page.getByLabel('Notas').fill('Prueba de punta a punta');

  // Nothing typed is lost on a reload.
  await page.reload();
  await page.getByText('Recuperamos lo que habías escrito y no se guardó.').waitFor({ timeout: 20_000 });
  await expect(page.getByLabel('Nombre del cliente')).toHaveValue(CLIENT);
  await expect(page.getByLabel('Camarera')).toHaveValue('3');
  await expect(page.getByLabel('Seña ($)')).toHaveValue('$ 50.000');

  await expect(page.getByLabel('Tarifa de las horas extra')).toHaveValue('finDeSemana');
  const total = TOTAL_2_EXTRA_HOURS;
  await expect(page.getByTestId('presupuesto-total')).toHaveText(total);
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await screenshot(page, 'backoffice-presupuesto-nuevo-escritorio');

  await page.getByRole('button', { name: 'Guardar presupuesto' }).click();
  await page.waitForURL(/\/presupuesto\/[^/]+$/, { timeout: 20_000 });
  budgetId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByTestId('presupuesto-cliente').waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('presupuesto-cliente')).toHaveText(CLIENT);
  await expect(page.getByTestId('presupuesto-total')).toHaveText(total);

  // Stored with its author, timestamps and a copy of the month's prices.
  const stored = (await adminDb().ref(`presupuestos/${budgetId}`).get()).val();
  expect(stored).toMatchObject({
    cliente: CLIENT,
    invitados: 80,
    horasExtra: 2,
    adicionales: { camarera: 3 },
    descuento: 10_000,
    sena: 50_000,
    autor: STAFF.admin.email,
  });
  expect(stored.precios.mes).toBe(12); // December's prices
  expect(typeof stored.creadoEn).toBe('number');

  // The saved draft is gone: a new budget starts empty.
  expect(await page.evaluate(() => window.localStorage.getItem('salon.borrador.presupuesto.nuevo'))).toBeNull();

  // WhatsApp sends the client's page (documentos.e2e.test.ts follows it): not shared yet, the button shares it first.
  await expect(page.getByRole('button', { name: 'Enviar por WhatsApp' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();

  // A later price change does not alter a budget already made.
  const key = `a_precio_4hs_${stored.precios.mes}`;
  const priceRef = adminDb().ref(`datosId/8/${key}`);
  changedPrice = { key, value: (await priceRef.get()).val() };
  await priceRef.set(Number(changedPrice.value) + 12_345);
  await page.reload();
  await page.getByTestId('presupuesto-total').waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('presupuesto-total')).toHaveText(total);
  await priceRef.set(changedPrice.value);
  changedPrice = null;

  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await screenshot(page, 'backoffice-presupuesto-ver-escritorio');
  // Print: only the document, no navigation or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Secciones del personal' }).isVisible()).resolves.toBe(false);
  await expect(page.getByRole('button', { name: 'Imprimir' }).isVisible()).resolves.toBe(false);
  await expect(page.getByTestId('presupuesto-cliente')).toBeVisible();
  await screenshot(page, 'backoffice-presupuesto-impresion');
  await page.emulateMedia({ media: 'screen' });

  // Edit on the creation screen.
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.waitForURL(new RegExp(`/presupuesto/editar/${budgetId}$`));
  await page.getByLabel('Nombre del cliente').waitFor({ timeout: 20_000 });
  await expect(page.getByLabel('Nombre del cliente')).toHaveValue(CLIENT);
  await page.getByLabel('Horas extra', { exact: true }).fill('3');
  await page.getByLabel('Estado').selectOption('consulta');
  const editedTotal = TOTAL_3_EXTRA_HOURS;
  await expect(page.getByTestId('presupuesto-total')).toHaveText(editedTotal);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.waitForURL(new RegExp(`/presupuesto/${budgetId}$`), { timeout: 20_000 });
  await page.getByTestId('presupuesto-total').waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('presupuesto-total')).toHaveText(editedTotal);
  const edited = (await adminDb().ref(`presupuestos/${budgetId}`).get()).val();
  expect(edited).toMatchObject({ horasExtra: 3, estado: 'consulta', creadoEn: stored.creadoEn });
  // The change of status is in the budget's history, signed by who made it (docs/storage-contract.md).
  expect(edited).not.toHaveProperty('historial');
  const history = (await adminDb().ref(`historialPresupuestos/${budgetId}`).get()).val() as Record<string, unknown>;
  expect(Object.values(history)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ estado: 'presupuestado', por: STAFF.admin.email }),
      expect.objectContaining({ estado: 'consulta', por: STAFF.admin.email }),
    ]),
  );
  await expect(page.getByTestId('presupuesto-historial').textContent()).resolves.toContain('Pasó a Consulta');
  expect(edited.actualizadoEn).toBeGreaterThanOrEqual(stored.actualizadoEn);

  // Found in the list by client, phone or date.
  await page.goto(`${SITE_URL}/presupuesto`);
  await page.getByLabel('Buscar por cliente, teléfono o fecha').fill('55556666');
  await page.getByRole('link', { name: CLIENT, exact: true }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Buscar por cliente, teléfono o fecha').fill('nadie-se-llama-asi');
  await page.getByText('Ningún presupuesto coincide con la búsqueda.').waitFor();

  // From the budget to a receipt that settles it.
  await page.goto(`${SITE_URL}/presupuesto/${budgetId}`);
  await page.getByRole('link', { name: 'Emitir recibo', exact: true }).click();
  await page.waitForURL(/\/recibo\?presupuesto=/);
  await page.getByLabel('Recibí de').waitFor({ timeout: 20_000 });
  await expect(page.getByLabel('Presupuesto que salda')).toHaveValue(budgetId);
  await expect(page.getByLabel('Recibí de')).toHaveValue(CLIENT);
  await expect(page.getByTestId('recibo-falta-pagar')).toHaveText(editedTotal);
  expect(errors).toEqual([]);
  await context.close();
});

test('looks right on a phone', async () => {
  const { context, page } = await e2e.openPage(PHONE);
  await fixClock(context);
  await openAsStaff(page, `/presupuesto/${budgetId}`);
  await page.getByTestId('presupuesto-total').waitFor({ timeout: 20_000 });
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  await screenshot(page, 'backoffice-presupuesto-ver-telefono');
  await page.goto(`${SITE_URL}/presupuesto`);
  await page.getByLabel('Nombre del cliente').waitFor({ timeout: 20_000 });
  await page.locator('#presupuesto-extra-camarera').fill('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  await screenshot(page, 'backoffice-presupuesto-nuevo-telefono');
  await page.evaluate(() => window.localStorage.clear());
  await context.close();
});

test('is admin-only: the recibos role lands on its own page and is told it has no permission here', async () => {
  const { context, page } = await e2e.openPage(DESKTOP);
  await fixClock(context);
  await openAsStaff(page, '/recibo', { user: STAFF.recibos });
  await page.goto(`${SITE_URL}/presupuesto`);
  await page.getByText(/no tiene permiso para ver esta página/).waitFor({ timeout: 20_000 });
  await expect(page.locator('a.salon-button[href="/recibo"]')).toHaveText(/^Ir a /);
  await context.close();
});

test("reserves a budget's date in the calendar, shows another budget it is taken, and frees it", async () => {
  const db = adminDb();
  const date = '2026-11-30';
  const restoreCalendar = await setCalendar({ [date]: 'Libre' });
  const record = (cliente: string) => ({
    cliente,
    telefono: '11 5555-6666',
    fechaEvento: date,
    invitados: 40,
    alquiler: '4hs',
    horasExtra: 0,
    estado: 'presupuestado',
    validoHasta: date,
    creadoEn: Date.now(),
    actualizadoEn: Date.now(),
    autor: 'admin@salon.test',
  });
  const first = db.ref('presupuestos').push().key;
  const second = db.ref('presupuestos').push().key;
  await db.ref(`presupuestos/${first}`).set(record('Familia que reserva'));
  await db.ref(`presupuestos/${second}`).set(record('Familia que llega tarde'));
  const { context, page, errors } = await e2e.openPage(PHONE);
  await fixClock(context);
  try {
    await openAsStaff(page, `/presupuesto/${first}`);
    const status = page.getByTestId('presupuesto-fecha-estado');
    await status.filter({ hasText: /^Libre: / }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Reservar la fecha' }).click();
    await status.filter({ hasText: /^Reservada provisoriamente para este presupuesto/ }).waitFor({ timeout: 10_000 });
    await page.getByText(/^Listo: la fecha figura reservada provisoriamente en el calendario del sitio por \d+ días?\.$/).waitFor();
    // Public data names staff by uid, never by e-mail; the budget holds the date provisionally (docs/storage-contract.md).
    expect((await db.ref(`reservas/${date}`).get()).val()).toMatchObject({ tipo: 'evento', presupuestoId: first, creadoPor: 'demo-admin', provisoria: true });
    expect(await seriousViolations(page, '.salon-page')).toEqual([]);
    await screenshot(page, 'backoffice-presupuesto-fecha-reservada-telefono');

    // The bookings editor neither frees nor overwrites the budget's hold: it links to the budget instead.
    await page.goto(`${SITE_URL}/admin`);
    const editor = page.locator('section', { has: page.getByRole('heading', { name: 'Reservas y fechas bloqueadas' }) });
    const holdLink = editor.locator(`a[href$="/presupuesto/${first}"]`);
    await holdLink.waitFor({ timeout: 20_000 });
    await expect(holdLink).toHaveText('Reservada por un presupuesto');
    await editor.getByLabel('Fecha', { exact: true }).fill(date);
    await editor.getByLabel('Tipo', { exact: true }).selectOption('bloqueo');
    await editor.getByRole('button', { name: 'Marcar ocupada' }).click();
    await editor.getByText('Esa fecha está reservada por un presupuesto: cambiala o liberala desde el presupuesto (enlace en la lista).').waitFor();
    expect((await db.ref(`reservas/${date}`).get()).val()).toMatchObject({ tipo: 'evento', presupuestoId: first });
    await screenshot(page, 'backoffice-reservas-fecha-de-presupuesto-telefono');
    await holdLink.click();
    await page.waitForURL(new RegExp(`/presupuesto/${first}$`));
    await status.filter({ hasText: /^Reservada provisoriamente para este presupuesto/ }).waitFor({ timeout: 20_000 });

    // The other budget for the same date sees it taken, with a way to the one that holds it, and cannot take it.
    await page.goto(`${SITE_URL}/presupuesto/${second}`);
    await status.filter({ hasText: /^Ocupada: / }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Reservar la fecha' })).toHaveCount(0);
    await page.getByRole('link', { name: 'otro presupuesto' }).click();
    await page.waitForURL(new RegExp(`/presupuesto/${first}$`));

    await page.getByRole('button', { name: 'Liberar la fecha' }).click();
    await status.filter({ hasText: /^Libre: / }).waitFor({ timeout: 10_000 });
    expect((await db.ref(`reservas/${date}`).get()).exists()).toBe(false);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await Promise.all([db.ref(`presupuestos/${first}`).remove(), db.ref(`presupuestos/${second}`).remove()]);
    await restoreCalendar();
  }
});
