// Deposits and collections end to end (issue 14 item 4), on the tests' fixed clock (Tuesday 10 November 2026,
// scripts/testing/clock.ts): a budget made today with its date held provisionally owes its deposit this week, so
// /cobranzas lists it with a WhatsApp reminder; the budget's «Plan de pagos» issues the deposit receipt (concept and
// amount preselected), which confirms the budget and makes the hold firm; /cobranzas no longer lists the deposit.
import { expect, test } from '@playwright/test';
import { DESKTOP, SITE_URL, STAFF, openAsStaff, signInAs } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, HALL_NOW, setCalendar } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';

// Friday 18 December 2026: the balance falls due on Thursday 3 December, after this week.
const DATE = '2026-12-18';
const CLIENT = `Cobranza E2E ${Date.now()}`;
let budgetId = '';
const issued: number[] = [];
let restore: Array<() => Promise<void>> = [];

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    await Promise.all(issued.map((numero) => db.ref(`recibos/r${numero}`).remove()));
    if (budgetId) {
      await db.ref(`reservas/${DATE}`).remove();
      await db.ref(`presupuestos/${budgetId}`).remove();
    }
    for (const undo of restore.reverse()) await undo();
    restore = [];
  },
});

/**
 * This test's budget, made on the fixed clock's day for DATE (3 hs, 50 guests), with `fields` on top; `held`: its
 * date held provisionally through Tuesday 17 November.
 */
async function saveBudget(fields: Record<string, unknown>, held: boolean): Promise<void> {
  const db = adminDb();
  const made = Date.parse(HALL_NOW);
  budgetId = db.ref('presupuestos').push().key ?? '';
  await db.ref(`presupuestos/${budgetId}`).set({
    cliente: CLIENT,
    telefono: '11 5555-7777',
    fechaEvento: DATE,
    invitados: 50,
    alquiler: '3hs',
    horasExtra: 0,
    validoHasta: DATE,
    creadoEn: made,
    actualizadoEn: made,
    autor: STAFF.admin.email,
    ...fields,
  });
  if (held) {
    await db
      .ref(`reservas/${DATE}`)
      .set({ tipo: 'evento', presupuestoId: budgetId, provisoria: true, venceEn: Date.parse('2026-11-18T00:00:00-03:00'), creadoEn: made, creadoPor: 'e2e' });
  }
}

test('a deposit due shows in /cobranzas; issuing it from the plan confirms the budget and takes it off the list', async () => {
  const db = adminDb();
  restore.push(await setCalendar({ [DATE]: 'Libre' }));
  await saveBudget({ sena: 100_000, estado: 'reservado' }, true);

  const { page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(page.context());
  await signInAs(page, STAFF.admin.email, STAFF.admin.password);
  await page.waitForURL(/\/admin/);

  // /cobranzas: the deposit falls due today, within this week.
  await page.goto(`${SITE_URL}/cobranzas`);
  const row = page.getByTestId('cobranza').filter({ hasText: CLIENT });
  await row.waitFor({ timeout: 20_000 });
  await expect(row.textContent()).resolves.toContain('Seña: $ 100.000 · Vence el mar 10/11');
  await expect(page.getByTestId('cobranzas-semana').filter({ hasText: CLIENT })).toHaveCount(1);
  const reminder = row.getByRole('link', { name: 'Recordar por WhatsApp' });
  const href = (await reminder.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d*1155557777\?text=/);
  expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toBe(
    'Hola Cobranza! Te recordamos que la seña de tu evento del vie 18/12 ($ 100.000) vence el mar 10/11. Cualquier consulta, escribinos. ¡Gracias!',
  );
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);

  // The budget's plan: the deposit now, the rest on Thursday 3 December.
  await page.goto(`${SITE_URL}/presupuesto/${budgetId}`);
  await page
    .getByTestId('plan-seña-estado')
    .filter({ hasText: /^Vence el mar 10\/11$/ })
    .waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('plan-saldo-estado')).toHaveText('Vence el jue 3/12');
  await page.getByRole('link', { name: 'Emitir recibo de seña ($ 100.000)' }).click();

  // The receipt form comes with the budget, the concept and the amount.
  await page.waitForURL(/\/recibo\?/);
  // The form fills itself once the budgets have loaded.
  await page.waitForFunction((id) => (document.getElementById('recibo-presupuesto') as HTMLSelectElement | null)?.value === id, budgetId, { timeout: 20_000 });
  await expect(page.getByLabel('Presupuesto que salda')).toHaveValue(budgetId);
  await expect(page.getByLabel('Importe ($)')).toHaveValue('100000');
  await expect(page.getByRole('radio', { name: 'Seña' })).toBeChecked();
  await page.getByLabel('Medio de pago').selectOption('efectivo');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  const done = page.getByTestId('recibo-emitido');
  await done.waitFor({ timeout: 20_000 });
  issued.push(Number(/N° (\d+)/.exec((await done.textContent()) ?? '')?.[1]));
  await page.getByText('Reserva confirmada con la seña.').waitFor({ timeout: 20_000 });

  // The budget is confirmed, with a history line, and its date is booked for good.
  await page.goto(`${SITE_URL}/presupuesto/${budgetId}`);
  await page
    .getByTestId('presupuesto-estado')
    .filter({ hasText: /^Confirmado/ })
    .waitFor({ timeout: 20_000 });
  await page.getByTestId('presupuesto-historial').filter({ hasText: 'reserva confirmada' }).waitFor({ timeout: 10_000 });
  await expect(page.getByTestId('plan-seña-estado')).toHaveText('Pagada');
  const booking = (await db.ref(`reservas/${DATE}`).get()).val() as Record<string, unknown>;
  expect(booking).toMatchObject({ tipo: 'evento', presupuestoId: budgetId });
  expect(booking.provisoria).toBeUndefined();
  expect(booking.venceEn).toBeUndefined();

  // /cobranzas no longer lists it.
  await page.goto(`${SITE_URL}/cobranzas`);
  await page.getByRole('heading', { name: 'Vencen esta semana' }).waitFor({ timeout: 20_000 });
  await page.waitForFunction((name) => !document.body.textContent?.includes(name), CLIENT, { timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('the payment terms set in /admin shape every plan; a percent over 100 is refused next to its field', async () => {
  const db = adminDb();
  const before = (await db.ref('config/cobros').get()).val() as unknown;
  restore.push(async () => {
    await db.ref('config/cobros').set(before);
  });
  // No deposit of its own: the plan takes the terms' percent of the seed's price (a round figure, so 50 % splits evenly).
  await saveBudget({ estado: 'presupuestado' }, false);

  const { page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(page.context());
  await signInAs(page, STAFF.admin.email, STAFF.admin.password);
  await page.waitForURL(/\/admin/);
  const percent = page.getByLabel('Seña (% del total)');
  await percent.waitFor({ timeout: 20_000 });
  await percent.fill('101');
  await page.getByLabel('Saldo: días antes del evento').fill('30');
  await page.getByRole('button', { name: 'Guardar seña y saldo' }).click();
  await page.getByText('Escribí un porcentaje entero entre 0 y 100.').waitFor({ timeout: 10_000 });
  expect((await db.ref('config/cobros').get()).val()).toEqual(before);

  await percent.fill('50');
  await page.getByRole('button', { name: 'Guardar seña y saldo' }).click();
  await page.getByText('Seña del 50 % y saldo 30 días antes del evento.').waitFor({ timeout: 10_000 });
  expect((await db.ref('config/cobros').get()).val()).toEqual({ porcentajeSena: 50, diasSaldo: 30 });

  // Friday 18 December less 30 days: Wednesday 18 November; the deposit and the balance are halves of the total.
  await page.goto(`${SITE_URL}/presupuesto/${budgetId}`);
  await page
    .getByTestId('plan-saldo-estado')
    .filter({ hasText: /^Vence el mié 18\/11$/ })
    .waitFor({ timeout: 20_000 });
  const amounts = await page.getByTestId('plan-de-pagos').locator('li > strong').allTextContents();
  expect(amounts).toHaveLength(2);
  expect(amounts[0]).toMatch(/^\$ [1-9]/);
  expect(amounts[0]).toBe(amounts[1]);
  expect(errors).toEqual([]);
});

test('a deposit issued by the recibos role confirms the held budget too (the server does it)', async () => {
  const db = adminDb();
  restore.push(await setCalendar({ [DATE]: 'Libre' }));
  await saveBudget({ sena: 100_000, estado: 'reservado' }, true);

  const { page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(page.context());
  await openAsStaff(page, `/recibo?presupuesto=${budgetId}&concepto=se%C3%B1a&monto=100000`, { user: STAFF.recibos });
  await page.waitForFunction((id) => (document.getElementById('recibo-presupuesto') as HTMLSelectElement | null)?.value === id, budgetId, { timeout: 20_000 });
  await page.getByLabel('Medio de pago').selectOption('transferencia');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  const done = page.getByTestId('recibo-emitido');
  await done.waitFor({ timeout: 20_000 });
  issued.push(Number(/N° (\d+)/.exec((await done.textContent()) ?? '')?.[1]));
  await page.getByText('Reserva confirmada con la seña.').waitFor({ timeout: 20_000 });

  expect((await db.ref(`presupuestos/${budgetId}/estado`).get()).val()).toBe('confirmado');
  const history = (await db.ref(`historialPresupuestos/${budgetId}`).get()).val() as Record<string, { por: string; nota: string }>;
  expect(Object.values(history)).toEqual([
    expect.objectContaining({ por: STAFF.recibos.email, nota: expect.stringMatching(/^Seña recibida \(recibo N° \d{8}\): reserva confirmada$/) }),
  ]);
  const booking = (await db.ref(`reservas/${DATE}`).get()).val() as Record<string, unknown>;
  expect(booking.provisoria).toBeUndefined();
  expect(errors).toEqual([]);
});
