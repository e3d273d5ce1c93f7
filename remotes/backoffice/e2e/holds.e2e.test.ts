// Provisional holds end to end (docs/storage-contract.md), on the tests' fixed clock (Tuesday 10 November 2026,
// scripts/testing/clock.ts): staff hold a budget's date → the public calendar shows it "Reservado
// provisoriamente" → the expiry job runs at an instant after the hold's end (called directly, no waiting on real
// time) → the date is free again and the budget's history shows the lapse.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, STAFF, screenshot, openAsStaff } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { runHoldExpiry } from '../../../functions/src/holdExpiry';

// Thursday 26 November 2026, two weeks after the pages' today; a hold made on Tuesday 10 for 7 days lasts through
// Tuesday 17; extended 7 days, through Tuesday 24, so at 00:15 on Wednesday 25 (Buenos Aires) it has lapsed.
const DATE = '2026-11-26';
const AFTER_THE_HOLD = Date.parse('2026-11-25T00:15:00-03:00');
const CLIENT = `Familia que reserva ${Date.now()}`;
let budgetId = '';
let restore: Array<() => Promise<void>> = [];

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    if (budgetId) {
      await db.ref(`reservas/${DATE}`).remove();
      await db.ref(`presupuestos/${budgetId}`).remove();
    }
    for (const undo of restore.reverse()) await undo();
    restore = [];
  },
});

const calendarItem = (page: Page) => page.locator('.cal-day').filter({ hasText: 'jueves 26 de noviembre de 2026' });
const monthCell = (page: Page) => page.locator(`.cal-month-view [role="cell"][data-date="${DATE}"]`);

test('a held date shows "Reservado provisoriamente" until the hold lapses by itself; the budget keeps the lapse in its history', async () => {
  const db = adminDb();
  restore.push(await setCalendar({ [DATE]: 'Libre' }));
  const holdDays = (await db.ref('config/diasReserva').get()).val();
  restore.push(async () => void (await db.ref('config/diasReserva').set(holdDays)));
  await db.ref('config/diasReserva').set(7);
  budgetId = db.ref('presupuestos').push().key;
  await db.ref(`presupuestos/${budgetId}`).set({
    cliente: CLIENT,
    telefono: '11 5555-6666',
    fechaEvento: DATE,
    invitados: 40,
    alquiler: '3hs',
    horasExtra: 0,
    estado: 'presupuestado',
    validoHasta: DATE,
    creadoEn: Date.now(),
    actualizadoEn: Date.now(),
    autor: STAFF.admin.email,
  });

  // Staff hold the date from the budget's page.
  const staff = await e2e.openPage(PHONE);
  await fixClock(staff.context);
  await openAsStaff(staff.page, `/presupuesto/${budgetId}`);
  const status = staff.page.getByTestId('presupuesto-fecha-estado');
  await status.filter({ hasText: /^Libre: / }).waitFor({ timeout: 20_000 });
  await staff.page.getByRole('button', { name: 'Reservar la fecha' }).click();
  await status.filter({ hasText: /^Reservada provisoriamente para este presupuesto hasta el martes 17 de noviembre de 2026/ }).waitFor({ timeout: 10_000 });
  await expect(staff.page.getByTestId('presupuesto-vencimiento')).toHaveText('vence en 7 días');
  await expect(staff.page.getByTestId('presupuesto-estado')).toHaveText('Reservado (provisorio)');
  await staff.page.getByTestId('presupuesto-historial').filter({ hasText: 'Fecha reservada provisoriamente por 7 días' }).waitFor({ timeout: 10_000 });
  await expect(staff.page.getByRole('button', { name: 'Extender 7 días' })).toBeVisible();
  await expect(staff.page.getByRole('button', { name: 'Confirmar reserva' })).toBeVisible();
  expect((await db.ref(`reservas/${DATE}`).get()).val()).toMatchObject({
    tipo: 'evento',
    presupuestoId: budgetId,
    provisoria: true,
    venceEn: Date.parse('2026-11-18T00:00:00-03:00'),
  });
  expect(await seriousViolations(staff.page, '.salon-page')).toEqual([]);
  await screenshot(staff.page, 'backoffice-presupuesto-reserva-provisoria-telefono');

  // A bad number of days to extend: the field's Spanish message, nothing saved.
  await staff.page.getByLabel('Días para extender').fill('90');
  await staff.page.getByRole('button', { name: 'Extender' }).click();
  await staff.page.getByText('Escribí una cantidad entera de días entre 1 y 60.').waitFor();
  expect((await db.ref(`reservas/${DATE}/venceEn`).get()).val()).toBe(Date.parse('2026-11-18T00:00:00-03:00'));
  await staff.page.getByLabel('Días para extender').fill('7');
  await staff.page.getByRole('button', { name: 'Extender 7 días' }).click();
  await staff.page
    .getByTestId('presupuesto-vencimiento')
    .filter({ hasText: /^vence en 14 días$/ })
    .waitFor({ timeout: 10_000 });
  await staff.page.getByText('Reserva extendida 7 días.').waitFor();
  expect((await db.ref(`reservas/${DATE}/venceEn`).get()).val()).toBe(Date.parse('2026-11-25T00:00:00-03:00'));
  await staff.page.getByTestId('presupuesto-historial').filter({ hasText: 'Reserva extendida 7 días (hasta el martes 24 de noviembre de 2026)' }).waitFor();

  // The public calendar says so, in its own colour, and names it in the legend.
  const visitor = await e2e.openPage(DESKTOP);
  await fixClock(visitor.page);
  await visitor.page.goto(`${SITE_URL}/calendario`);
  const item = calendarItem(visitor.page);
  await item
    .locator('.cal-day__status')
    .filter({ hasText: /^Reservado provisoriamente$/ })
    .waitFor({ timeout: 20_000 });
  await expect(item.getAttribute('class')).resolves.toContain('calHeld');
  await expect(monthCell(visitor.page).locator('.calHeld')).toHaveText('Reservado provisoriamente');
  await expect(visitor.page.getByRole('list', { name: 'Referencias del calendario' }).textContent()).resolves.toContain('Reservado provisoriamente');
  await monthCell(visitor.page).locator('.calHeld').click();
  await expect(visitor.page.locator('#cal-details').textContent()).resolves.toContain(
    'Reservado provisoriamente: otro cliente la tiene retenida por unos días',
  );
  expect(await seriousViolations(visitor.page, '.salon-page')).toEqual([]);
  await screenshot(visitor.page, 'calendario-reservado-provisoriamente-desktop');

  // The expiry job, as the scheduled function and the local backend's timer run it, at an instant after the hold.
  const freed = await runHoldExpiry(db, AFTER_THE_HOLD);
  expect(freed).toEqual(expect.arrayContaining([{ date: DATE, budgetId }]));

  // The date is free again for visitors (live, no reload)…
  await item
    .locator('.cal-day__status')
    .filter({ hasText: /^Libre · / })
    .waitFor({ timeout: 10_000 });
  await visitor.page.waitForFunction((d) => !document.querySelector(`[data-date="${d}"] .calHeld`), DATE, { timeout: 10_000 });

  // …and for staff, the budget is back to presupuestado with the lapse in its history.
  await status.filter({ hasText: /^Libre: / }).waitFor({ timeout: 10_000 });
  await expect(staff.page.getByTestId('presupuesto-estado')).toHaveText('Presupuestado');
  // What the last action said no longer stands: it is gone.
  await expect(staff.page.getByText('Reserva extendida 7 días.')).toHaveCount(0);
  const history = staff.page.getByTestId('presupuesto-historial');
  await history.filter({ hasText: 'Presupuestado: La reserva provisoria venció' }).waitFor({ timeout: 10_000 });
  await expect(history.textContent()).resolves.toContain('por el sistema');
  expect((await db.ref(`presupuestos/${budgetId}/estado`).get()).val()).toBe('presupuestado');
  await screenshot(staff.page, 'backoffice-presupuesto-reserva-vencida-telefono');
  expect(staff.errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
});

test('a held budget saved under another date takes its hold along; the old date is free again', async () => {
  const db = adminDb();
  const NEXT = '2026-11-27';
  restore.push(await setCalendar({ [DATE]: 'Libre', [NEXT]: 'Libre' }));
  restore.push(async () => void (await db.ref(`reservas/${NEXT}`).remove()));
  const heldUntil = Date.parse('2026-11-18T00:00:00-03:00');
  budgetId = db.ref('presupuestos').push().key ?? '';
  await db.ref(`presupuestos/${budgetId}`).set({
    cliente: CLIENT,
    telefono: '11 5555-6666',
    fechaEvento: DATE,
    invitados: 40,
    alquiler: '3hs',
    horasExtra: 0,
    estado: 'reservado',
    validoHasta: DATE,
    creadoEn: Date.now(),
    actualizadoEn: Date.now(),
    autor: STAFF.admin.email,
  });
  await db.ref(`reservas/${DATE}`).set({ tipo: 'evento', presupuestoId: budgetId, provisoria: true, venceEn: heldUntil, creadoEn: 1, creadoPor: 'e2e' });

  const { page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(page.context());
  await openAsStaff(page, `/presupuesto/editar/${budgetId}`);
  await page.getByLabel('Nombre del cliente').waitFor({ timeout: 20_000 });
  await page.getByLabel('Fecha del evento').fill('27/11/2026');
  // Priced with November's prices, as staff see before saving (the button waits for the prices and the bookings).
  await page.getByText('Con los precios actuales de noviembre.').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.waitForURL(new RegExp(`/presupuesto/${budgetId}$`), { timeout: 20_000 });
  await page.getByTestId('presupuesto-historial').filter({ hasText: 'la reserva pasó a la nueva fecha' }).waitFor({ timeout: 20_000 });

  expect((await db.ref(`reservas/${DATE}`).get()).exists()).toBe(false);
  expect((await db.ref(`reservas/${NEXT}`).get()).val()).toMatchObject({ tipo: 'evento', presupuestoId: budgetId, provisoria: true, venceEn: heldUntil });
  expect((await db.ref(`presupuestos/${budgetId}/estado`).get()).val()).toBe('reservado');
  expect(errors).toEqual([]);
});
