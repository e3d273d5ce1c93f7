// The client's budget page end to end (docs/storage-contract.md, "Client page"): an admin shares a budget from its
// page; a fresh browser (no session) opens /p/{token}, sees the total and the payment plan, accepts with a name; the
// admin sees the acceptance and the history line; after "Revocar enlace" the page says the link is no longer valid.
// "12345" is no name; a confirmed budget says it is confirmed; an expired one that it expired.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, STAFF, openAsStaff, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, HALL_NOW } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const DATE = '2026-12-19';
const CLIENT = `Cliente Página ${Date.now()}`;
let budgetId = '';
let expiredId = '';
let confirmedId = '';
const EXPIRED_TOKEN = `vencido${Date.now()}`.padEnd(43, 'x');
const CONFIRMED_TOKEN = `confirmado${Date.now()}`.padEnd(43, 'x');
// A receipt number no other test of this worker's database issues.
const DEPOSIT_NUMBER = 8_800_001;

/** A budget of $ 300.000 with a $ 100.000 deposit, as an admin saves it. */
const storedBudget = (fields: { validoHasta: string; notas?: string; estado?: string }) => ({
  cliente: CLIENT,
  telefono: '11 5555-7777',
  fechaEvento: DATE,
  invitados: 50,
  alquiler: '4hs',
  horasExtra: 0,
  sena: 100_000,
  estado: fields.estado ?? 'presupuestado',
  creadoEn: Date.parse(HALL_NOW),
  actualizadoEn: Date.parse(HALL_NOW),
  autor: STAFF.admin.email,
  precios: { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 300_000 } },
  ...fields,
});

const e2e = useE2eBrowser({
  cleanUp: async () => {
    if (budgetId) await adminDb().ref(`presupuestos/${budgetId}`).remove();
    if (expiredId) await adminDb().ref(`presupuestos/${expiredId}`).remove();
    if (confirmedId) await adminDb().ref(`presupuestos/${confirmedId}`).remove();
    await adminDb().ref(`enlacesCliente/${EXPIRED_TOKEN}`).remove();
    await adminDb().ref(`enlacesCliente/${CONFIRMED_TOKEN}`).remove();
    await adminDb().ref(`recibos/r${DEPOSIT_NUMBER}`).remove();
  },
});

test('staff share a budget; the client sees it, accepts it; staff see the acceptance; a revoked link shows nothing', async () => {
  const db = adminDb();
  budgetId = db.ref('presupuestos').push().key ?? '';
  // The function reads the server's clock, not the page's fixed one: valid on any day this test runs.
  await db.ref(`presupuestos/${budgetId}`).set(storedBudget({ notas: 'Nota interna del personal', validoHasta: '2033-02-01' }));

  const staff = await e2e.openPage(DESKTOP);
  await fixClock(staff.page.context());
  await openAsStaff(staff.page, `/presupuesto/${budgetId}`);
  await staff.page.getByRole('button', { name: 'Compartir con el cliente' }).click();
  const link = staff.page.getByTestId('presupuesto-enlace-cliente');
  await link.waitFor({ timeout: 20_000 });
  const url = (await link.getAttribute('href')) ?? '';
  expect(url).toMatch(new RegExp(`^${SITE_URL}/p/[A-Za-z0-9_-]{43}$`));
  await staff.page.getByRole('link', { name: 'Enviar enlace por WhatsApp' }).waitFor();

  // The client: another browser, no session.
  const client = await e2e.openPage(DESKTOP);
  await fixClock(client.page.context());
  await client.page.goto(url);
  await client.page.getByTestId('cliente-total').waitFor({ timeout: 20_000 });
  await expect(client.page.getByTestId('cliente-total')).toHaveText('$ 300.000');
  await expect(client.page.getByTestId('cliente-nombre')).toHaveText(CLIENT);
  const plan = (await client.page.getByTestId('cliente-plan').textContent()) ?? '';
  expect(plan).toContain('Seña');
  expect(plan).toContain('$ 100.000');
  expect(plan).toContain('Saldo');
  expect(plan).toContain('$ 200.000');
  const body = (await client.page.locator('body').textContent()) ?? '';
  expect(body).not.toContain('Nota interna');
  expect(body).not.toContain(STAFF.admin.email);
  await expect(client.page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);
  expect(await seriousViolations(client.page, '.salon-page')).toEqual([]);

  // A quote: valid until its day, and accepting it does not hold the date.
  await expect(client.page.getByTestId('cliente-situacion')).toHaveText(
    'Este presupuesto es válido hasta el martes 1 de febrero de 2033 y todavía no reserva la fecha.',
  );
  await expect(client.page.getByRole('form', { name: '¿Estás de acuerdo?' })).toContainText(
    'Aceptarlo no reserva la fecha; para eso, coordiná la seña con el salón.',
  );

  // A real name is required, next to the field: "12345" is refused; then the acceptance is recorded.
  await client.page.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await client.page.getByText('Escribí tu nombre y apellido para aceptar.').waitFor();
  await client.page.getByLabel('Tu nombre y apellido').fill('12345');
  await client.page.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await expect(client.page.locator('#cliente-aceptar-error')).toHaveText('Escribí tu nombre y apellido con letras, sin números ni símbolos.');
  await expect(client.page.getByLabel('Tu nombre y apellido')).toHaveAttribute('aria-invalid', 'true');
  expect((await db.ref(`presupuestos/${budgetId}/aceptacion`).get()).exists()).toBe(false);
  await client.page.getByLabel('Tu nombre y apellido').fill('Lucía Fernández');
  await client.page.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await client.page.getByTestId('cliente-aceptado').waitFor({ timeout: 20_000 });
  await expect(client.page.getByTestId('cliente-aceptado').textContent()).resolves.toMatch(/^Aceptado por Lucía Fernández el /);
  // The confirmation is in view and has the focus (the form it replaces is gone).
  await expect(client.page.getByTestId('cliente-aceptado')).toBeFocused();
  await expect(client.page.getByTestId('cliente-aceptado')).toBeInViewport();
  await expect(client.page.getByRole('button', { name: 'Aceptar presupuesto' })).toHaveCount(0);

  // Staff see it on the budget's page and in its history.
  await staff.page.getByTestId('presupuesto-aceptacion').filter({ hasText: 'Lucía Fernández' }).waitFor({ timeout: 20_000 });
  await staff.page.getByTestId('presupuesto-historial').filter({ hasText: 'Presupuesto aceptado por el cliente' }).waitFor({ timeout: 20_000 });
  await expect(staff.page.getByTestId('presupuesto-historial').textContent()).resolves.toContain('por cliente: Lucía Fernández');

  // Revoked: the address shows nothing.
  await staff.page.getByRole('button', { name: 'Revocar enlace' }).click();
  await staff.page.getByRole('button', { name: 'Compartir con el cliente' }).waitFor({ timeout: 20_000 });
  await client.page.reload();
  await client.page.getByTestId('cliente-enlace-invalido').waitFor({ timeout: 20_000 });
  await expect(client.page.getByTestId('cliente-enlace-invalido')).toHaveText('Este enlace ya no es válido. Pedile al salón que te envíe uno nuevo.');
  await expect(client.page.getByTestId('cliente-total')).toHaveCount(0);

  expect(staff.errors).toEqual([]);
  expect(client.errors).toEqual([]);
});

test('a budget past its «Válido hasta» day shows that it expired, and offers no acceptance (phone)', async () => {
  const db = adminDb();
  expiredId = db.ref('presupuestos').push().key ?? '';
  // 1 November 2026 has passed on any day this test runs (the function reads the server's clock).
  await db.ref(`presupuestos/${expiredId}`).set(storedBudget({ validoHasta: '2026-11-01' }));
  await db.ref(`enlacesCliente/${EXPIRED_TOKEN}`).set({ presupuestoId: expiredId, creadoEn: Date.parse(HALL_NOW), creadoPor: STAFF.admin.email });

  const client = await e2e.openPage(PHONE);
  await fixClock(client.page.context());
  await client.page.goto(`${SITE_URL}/p/${EXPIRED_TOKEN}`);
  await client.page.getByTestId('cliente-situacion').waitFor({ timeout: 20_000 });
  await expect(client.page.getByTestId('cliente-situacion')).toHaveText(
    'Este presupuesto venció el domingo 1 de noviembre de 2026. Pedile al salón uno actualizado para aceptarlo.',
  );
  await expect(client.page.getByTestId('cliente-total')).toHaveText('$ 300.000');
  await expect(client.page.getByRole('button', { name: 'Aceptar presupuesto' })).toHaveCount(0);
  expect(client.errors).toEqual([]);
});

test('a confirmed budget with its deposit paid says it is confirmed and never asks to coordinate the deposit (phone)', async () => {
  const db = adminDb();
  confirmedId = db.ref('presupuestos').push().key ?? '';
  await db.ref(`presupuestos/${confirmedId}`).set(storedBudget({ validoHasta: '2026-11-20', estado: 'confirmado' }));
  await db.ref(`recibos/r${DEPOSIT_NUMBER}`).set({
    numero: DEPOSIT_NUMBER,
    monto: 100_000,
    concepto: 'seña',
    medioDePago: 'transferencia',
    cliente: CLIENT,
    detalle: '',
    presupuestoId: confirmedId,
    saldoPendiente: 200_000,
    emitidoEn: Date.parse(HALL_NOW),
    emitidoPor: STAFF.recibos.email,
  });
  await db.ref(`enlacesCliente/${CONFIRMED_TOKEN}`).set({ presupuestoId: confirmedId, creadoEn: Date.parse(HALL_NOW), creadoPor: STAFF.admin.email });

  const client = await e2e.openPage(PHONE);
  await fixClock(client.page.context());
  await client.page.goto(`${SITE_URL}/p/${CONFIRMED_TOKEN}`);
  await client.page.getByTestId('cliente-situacion').waitFor({ timeout: 20_000 });
  // Its «Válido hasta» day has passed, but a confirmed budget no longer lapses.
  await expect(client.page.getByTestId('cliente-situacion')).toHaveText(
    'Tu fecha está confirmada: ya recibimos la seña. Falta pagar $ 200.000; el próximo pago vence el viernes 4 de diciembre de 2026.',
  );
  await expect(client.page.getByTestId('cliente-estado')).toHaveText('Confirmado');
  await expect(client.page.locator('body')).not.toContainText('coordiná la seña');
  await expect(client.page.getByRole('button', { name: 'Aceptar presupuesto' })).toBeVisible();
  expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(await seriousViolations(client.page, '.salon-page')).toEqual([]);
  await screenshot(client.page, 'cliente-confirmado-telefono');
  // "12345" is refused on the phone too, next to the field.
  await client.page.getByLabel('Tu nombre y apellido').fill('12345');
  await client.page.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await expect(client.page.locator('#cliente-aceptar-error')).toHaveText('Escribí tu nombre y apellido con letras, sin números ni símbolos.');
  await screenshot(client.page, 'cliente-nombre-rechazado-telefono', { fullPage: false });
  expect(client.errors).toEqual([]);
});
