// Annulling end to end in Chromium (README, "Staff guide"). Budgets: a validity out of range gets its own
// message, moving to a date another budget holds asks first (cancel keeps it, confirm saves), and a budget is
// annulled with a reason (kept, "Anulado", its date freed) and found with the list's status and month filters.
// Receipts: the recibos role cannot annul; an admin annuls one with a reason, it keeps its number, prints
// "ANULADO" with the reason, and the budget's balance and receipt count leave it out.
// Everything created is removed afterwards (the receipt counter keeps its value: numbers never repeat).
import { expect, test } from '@playwright/test';
import { DESKTOP, SITE_URL, STAFF, screenshot, openAsStaff, signInAs } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const STAMP = Date.now();
const MOVED = `e2e-anular-mueve-${STAMP}`;
const HOLDER = `e2e-anular-reserva-${STAMP}`;
const PAID = `e2e-anular-recibos-${STAMP}`;
// Saturdays some weeks after the pages' fixed today (Tuesday 10 November 2026, scripts/testing/clock.ts).
const FROM_DATE = '2026-12-05';
const HELD_DATE = '2026-12-12';
const PAID_DATE = '2026-12-26';
const receipts: number[] = [];
let restoreCalendar: (() => Promise<void>) | null = null;

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    await Promise.all([
      ...receipts.map((numero) => db.ref(`recibos/r${numero}`).remove()),
      ...[MOVED, HOLDER, PAID].map((id) => db.ref(`presupuestos/${id}`).remove()),
    ]);
    if (restoreCalendar) await restoreCalendar();
  },
});

const record = (cliente: string, fechaEvento: string, estado = 'enviado') => ({
  cliente,
  telefono: '11 5555-6666',
  fechaEvento,
  invitados: 40,
  alquiler: '4hs',
  horasExtra: 0,
  estado,
  validoHasta: '2026-11-30',
  creadoEn: STAMP,
  actualizadoEn: STAMP,
  autor: STAFF.admin.email,
});

test.beforeAll(async () => {
  const db = adminDb();
  restoreCalendar = await setCalendar({ [FROM_DATE]: 'Libre', [HELD_DATE]: 'Libre', [PAID_DATE]: 'Libre' });
  await db.ref(`presupuestos/${MOVED}`).set(record(`Familia que se muda ${STAMP}`, FROM_DATE));
  await db.ref(`presupuestos/${HOLDER}`).set(record(`Familia que anula ${STAMP}`, HELD_DATE));
  await db.ref(`reservas/${HELD_DATE}`).set({ tipo: 'evento', creadoEn: STAMP, creadoPor: 'demo-admin', presupuestoId: HOLDER });
});

test('a budget: validity out of range, a move to a held date asks first, and annulling with a reason', async () => {
  const db = adminDb();
  const { context, page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(context);
  await openAsStaff(page, `/presupuesto/editar/${MOVED}`);

  // "Válido hasta" in 1899: the field's own message, nothing saved.
  const save = page.getByRole('button', { name: 'Guardar cambios' });
  await save.waitFor({ timeout: 20_000 });
  await page.getByLabel('Válido hasta').fill('1899-12-31');
  await save.click();
  const validityError = page.locator('#presupuesto-validez-error');
  await validityError.waitFor();
  await expect(validityError).toHaveText('«Válido hasta» tiene que ser una fecha entre hoy y el miércoles 10 de noviembre de 2027.');
  await page.getByLabel('Válido hasta').fill('2030-01-01');
  await save.click();
  await expect(validityError).toHaveText('«Válido hasta» tiene que ser una fecha entre hoy y el miércoles 10 de noviembre de 2027.');
  expect((await db.ref(`presupuestos/${MOVED}/validoHasta`).get()).val()).toBe('2026-11-30');

  // Moving to a date another budget holds: a warning first; Cancelar keeps everything as it was.
  await page.getByLabel('Válido hasta').fill('2026-12-01');
  await page.getByLabel('Fecha del evento').fill(HELD_DATE);
  await save.click();
  const warning = page.getByTestId('presupuesto-fecha-aviso');
  await warning.waitFor();
  await expect(warning.textContent()).resolves.toContain('El sábado 12 de diciembre de 2026 ya está reservado por otro presupuesto.');
  await screenshot(page, 'backoffice-presupuesto-fecha-ocupada-aviso');
  await warning.getByRole('button', { name: 'Cancelar' }).click();
  await expect(warning).toHaveCount(0);
  expect((await db.ref(`presupuestos/${MOVED}/fechaEvento`).get()).val()).toBe(FROM_DATE);
  await expect(page.getByLabel('Fecha del evento')).toHaveValue('12/12/2026');
  // …and "Guardar igual" saves it.
  await save.click();
  await warning.getByRole('button', { name: 'Guardar igual' }).click();
  await page.waitForURL(new RegExp(`/presupuesto/${MOVED}$`), { timeout: 20_000 });
  expect((await db.ref(`presupuestos/${MOVED}`).get()).val()).toMatchObject({ fechaEvento: HELD_DATE, validoHasta: '2026-12-01' });

  // Annul the budget that holds the date: a reason is required.
  await page.goto(`${SITE_URL}/presupuesto/${HOLDER}`);
  await page.getByRole('button', { name: 'Anular presupuesto' }).click();
  const annulForm = page.getByRole('form', { name: 'Anular presupuesto' });
  await annulForm.getByRole('button', { name: 'Confirmar la anulación' }).click();
  await annulForm.getByText('Escribí el motivo de la anulación.').waitFor();
  expect((await db.ref(`presupuestos/${HOLDER}/estado`).get()).val()).toBe('enviado');
  await annulForm.getByLabel('Motivo de la anulación').fill('El cliente eligió otra fecha');
  await annulForm.getByRole('button', { name: 'Confirmar la anulación' }).click();
  const mark = page.getByTestId('presupuesto-anulado');
  await mark.waitFor({ timeout: 20_000 });
  await expect(mark.textContent()).resolves.toContain('ANULADO');
  await expect(mark.textContent()).resolves.toContain('Motivo: El cliente eligió otra fecha');
  await expect(page.getByTestId('presupuesto-estado')).toHaveText('Anulado');
  await expect(page.getByRole('link', { name: 'Editar', exact: true })).toHaveCount(0);
  // The page shows the annulment as soon as it is written locally; the server has it once acknowledged.
  await expect
    .poll(async () => (await db.ref(`presupuestos/${HOLDER}`).get()).val(), { timeout: 20_000 })
    .toMatchObject({ estado: 'anulado', anulacion: { motivo: 'El cliente eligió otra fecha', por: STAFF.admin.email } });
  // Kept, never deleted; its date is free again.
  await expect.poll(async () => (await db.ref(`reservas/${HELD_DATE}`).get()).exists(), { timeout: 20_000 }).toBe(false);
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await screenshot(page, 'backoffice-presupuesto-anulado');

  // The list filters by status and by the month of the event.
  await page.goto(`${SITE_URL}/presupuesto`);
  const list = page.getByRole('region', { name: 'Presupuestos guardados' });
  await list.getByLabel('Buscar por cliente, teléfono o fecha').fill(String(STAMP));
  const results = list.getByRole('list', { name: 'Resultados' });
  await results.getByText(`Familia que anula ${STAMP}`).waitFor({ timeout: 20_000 });
  await results.getByText(`Familia que se muda ${STAMP}`).waitFor();
  await list.getByLabel('Estado').selectOption('anulado');
  await expect(results.locator('li')).toHaveCount(1);
  await expect(results.locator('li').textContent()).resolves.toContain('Anulado');
  // A budget stored with an older status ('enviado', saved again by the editor as 'presupuestado') reads as presupuestado.
  await list.getByLabel('Estado').selectOption('presupuestado');
  await expect(results.locator('li')).toHaveCount(1);
  await expect(results.locator('li').textContent()).resolves.toContain(`Familia que se muda ${STAMP}`);
  await list.getByLabel('Estado').selectOption('');
  await list.getByLabel('Mes del evento').selectOption('2026-12');
  await expect(results.locator('li')).toHaveCount(2);
  await list.getByLabel('Estado').selectOption('realizado');
  await list.getByText('Ningún presupuesto coincide con la búsqueda.').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a receipt: only an admin annuls it; it keeps its number, prints ANULADO and leaves the balance', async () => {
  const db = adminDb();
  // The seeded December (season page 12) weekend 4-hour rental, with none of the extras: $ 371.000 in all.
  const precios = { mes: 12, tarifa: 'finDeSemana', valores: { a_precio_4hs_: 371_000 } };
  const budget = { ...record(`Familia que paga ${STAMP}`, PAID_DATE, 'aceptado'), adicionales: {}, descuento: 0, sena: 0, notas: '', precios };
  await db.ref(`presupuestos/${PAID}`).set(budget);
  // Two receipts for the budget, N° 00080001 and 00080002: the counter moves up to them (numbers never go back,
  // and no test of this run issues that many).
  const [first, second] = [80_001, 80_002];
  receipts.push(first, second);
  const receipt = (numero: number, monto: number, concepto: string) => ({
    numero,
    monto,
    concepto,
    medioDePago: 'transferencia',
    cliente: budget.cliente,
    detalle: '',
    presupuestoId: PAID,
    saldoPendiente: 0,
    emitidoEn: STAMP,
    emitidoPor: STAFF.recibos.email,
  });
  await db.ref().update({ [`recibos/r${first}`]: receipt(first, 100_000, 'seña'), [`recibos/r${second}`]: receipt(second, 50_000, 'saldo') });
  await db.ref('contadores/recibos').transaction((current: number | null) => Math.max(current ?? 0, second));

  // The recibos role sees the receipt and both payments, and no way to annul.
  const cashier = await e2e.openPage(DESKTOP);
  await fixClock(cashier.context);
  await signInAs(cashier.page, STAFF.recibos.email, STAFF.recibos.password, '/loginReciboPage');
  await cashier.page.waitForURL(/\/recibo$/, { timeout: 20_000 });
  await cashier.page.getByLabel('Presupuesto que salda').locator('option', { hasText: budget.cliente }).waitFor({ state: 'attached', timeout: 20_000 });
  await cashier.page.getByLabel('Presupuesto que salda').selectOption(PAID);
  await cashier.page.getByText('Pagado (2 recibos)').waitFor();
  await expect(cashier.page.getByTestId('recibo-falta-pagar')).toHaveText('$ 221.000');
  await cashier.page.goto(`${SITE_URL}/templateRecibo?numero=${first}`);
  await cashier.page.getByTestId('recibo-numero').waitFor({ timeout: 20_000 });
  await expect(cashier.page.getByRole('button', { name: 'Anular recibo' })).toHaveCount(0);
  expect(cashier.errors).toEqual([]);
  await cashier.context.close();

  // An admin annuls the deposit with a reason.
  const { context, page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(context);
  await openAsStaff(page, `/templateRecibo?numero=${first}`);
  await page.getByRole('button', { name: 'Anular recibo' }).click({ timeout: 20_000 });
  const annulForm = page.getByRole('form', { name: 'Anular recibo' });
  await annulForm.getByLabel('Motivo de la anulación').fill('La transferencia fue rechazada por el banco');
  await annulForm.getByRole('button', { name: 'Confirmar la anulación' }).click();
  const mark = page.getByTestId('recibo-anulado');
  await mark.waitFor({ timeout: 20_000 });
  await expect(mark.textContent()).resolves.toContain('ANULADO');
  await expect(mark.textContent()).resolves.toContain('Motivo: La transferencia fue rechazada por el banco');
  await expect(page.getByTestId('recibo-numero')).toHaveText('N° 00080001');
  await expect(page.getByRole('button', { name: 'Anular recibo' })).toHaveCount(0);
  await expect
    .poll(async () => (await db.ref(`recibos/r${first}`).get()).val(), { timeout: 20_000 })
    .toMatchObject({
      numero: first,
      monto: 100_000,
      anulacion: { motivo: 'La transferencia fue rechazada por el banco', por: STAFF.admin.email },
    });
  // Printed, the mark and the reason are on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(mark).toBeVisible();
  await screenshot(page, 'backoffice-recibo-anulado-impresion');
  await page.emulateMedia({ media: 'screen' });
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);

  // The budget's balance leaves it out; the plural follows.
  await page.goto(`${SITE_URL}/presupuesto/${PAID}`);
  // Once the receipts are in (the plural says so), the balance is the total less the one payment left.
  await page.getByText('Pagado (1 recibo):').waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('presupuesto-falta-pagar')).toHaveText('$ 321.000');
  await page.getByRole('heading', { name: 'Pagos (2 recibos)' }).waitFor();
  await screenshot(page, 'backoffice-presupuesto-recibo-anulado');
  expect(errors).toEqual([]);
  await context.close();
});
