// The whole path, inquiry to a booked and paid-in-part event, across the composed site on the tests' fixed clock
// (Tuesday 10 November 2026, scripts/testing/clock.ts; README "Staff guide"): a visitor sends an inquiry from the
// calculator → staff open it in /consultas, create the budget and hold the date → the public calendar shows it held →
// the hold lapses (the expiry job, run at an instant after its end) and the date is free → held again, a deposit
// receipt → the date is booked, the budget confirmed, the owner's dashboard counts its revenue, the calendar feed has
// the event, and the client's own page shows the receipt.
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, openAsStaff } from '../../scripts/testing/browser';
import { adminDb } from '../../scripts/testing/adminDb';
import { fixClock, setCalendar } from '../../scripts/testing/clock';
import { useE2eBrowser } from '../../scripts/testing/e2eSetup';
import { runHoldExpiry } from '../../functions/src/holdExpiry';
import { testNamespace } from '../../scripts/lib/ports';

// Saturday 28 November 2026; a hold made on Tuesday 10 for 7 days lasts through Tuesday 17.
const DATE = '2026-11-28';
const AFTER_THE_HOLD = Date.parse('2026-11-18T00:15:00-03:00');
const NAME = `Lucía Pipeline ${Date.now()}`;
const FEED_URL = 'http://127.0.0.1:5001/demo-salon/us-central1/calendarFeed';
const FEED_TOKEN = 'PipelineE2eFeedToken_0123456789abcdefghijkl';

let budgetId = '';
const issued: number[] = [];
const restore: Array<() => Promise<void>> = [];

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    const inquiries = ((await db.ref('consultas').get()).val() ?? {}) as Record<string, { nombre?: string }>;
    const writes: Record<string, unknown> = {};
    for (const [id, inquiry] of Object.entries(inquiries)) if (inquiry.nombre === NAME) writes[`consultas/${id}`] = null;
    for (const numero of issued) writes[`recibos/r${numero}`] = null;
    if (budgetId) writes[`presupuestos/${budgetId}`] = null;
    await db.ref().update(writes);
    for (const undo of restore.reverse()) await undo();
  },
});

/** "$ 1.234.567" → 1234567. */
const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** November 2026's booked revenue on /tablero. */
async function novemberRevenue(page: Page): Promise<number> {
  await page.goto(SITE_URL + '/tablero');
  const november = page.getByTestId('ingresos-2026-11');
  await november.waitFor({ timeout: 20_000 });
  return pesos(await november.getByRole('cell').first().textContent());
}

const calendarDay = (page: Page) => page.locator('.cal-day').filter({ hasText: 'sábado 28 de noviembre de 2026' });

test('inquiry → budget → hold → lapse → hold → deposit → booked, in the calendar and the feed', async () => {
  const db = adminDb();
  restore.push(await setCalendar({ [DATE]: 'Libre' }));
  const secret = (await db.ref('secretos/calendario').get()).val() as unknown;
  restore.push(async () => void (await db.ref('secretos/calendario').set(secret)));
  await db.ref('secretos/calendario').set({ token: FEED_TOKEN, creadoEn: 1 });

  // 1. A visitor, on a phone, asks for the date from the calculator.
  const visitor = await e2e.openPage(PHONE);
  await fixClock(visitor.page);
  await visitor.page.goto(SITE_URL + '/calculadora');
  await visitor.page.locator('.remote-slot[data-listo]').first().waitFor({ timeout: 20_000 });
  await visitor.page.getByLabel('Fecha del evento').fill('28/11/2026');
  await visitor.page.getByRole('button', { name: 'Dejar una consulta con este presupuesto' }).click();
  const form = visitor.page.getByRole('form', { name: 'Dejanos tu consulta' });
  await form.waitFor({ timeout: 20_000 });
  await form.getByLabel('Nombre *').fill(NAME);
  await form.getByLabel('Teléfono con WhatsApp *').fill('11 5555-2828');
  await form.getByLabel('Cantidad de invitados').fill('80');
  // More than the form's minimum fill time since it opened.
  await visitor.page.waitForTimeout(3200);
  await form.getByRole('button', { name: 'Enviar consulta' }).click();
  await visitor.page.getByRole('heading', { name: 'Consulta enviada' }).waitFor({ timeout: 20_000 });

  // 2. Staff open it and make the budget from it.
  const staff = await e2e.openPage(DESKTOP);
  await fixClock(staff.page);
  await openAsStaff(staff.page, '/consultas');
  const inquiry = staff.page.locator('.bo-inquiry').filter({ hasText: NAME });
  await inquiry.getByRole('button', { name: 'Crear presupuesto' }).click({ timeout: 20_000 });
  await staff.page.getByRole('heading', { name: 'Nuevo presupuesto' }).waitFor({ timeout: 20_000 });
  await expect(staff.page.getByLabel('Fecha del evento')).toHaveValue('28/11/2026');
  await staff.page.getByRole('button', { name: 'Guardar presupuesto' }).click();
  await staff.page.waitForURL(/\/presupuesto\/[^/]+$/, { timeout: 20_000 });
  budgetId = decodeURIComponent(new URL(staff.page.url()).pathname.split('/').pop() ?? '');
  expect((await db.ref(`presupuestos/${budgetId}`).get()).val()).toMatchObject({ cliente: NAME, fechaEvento: DATE, invitados: 80 });

  // 3. Staff hold the date; the public calendar shows it held.
  const dateStatus = staff.page.getByTestId('presupuesto-fecha-estado');
  await dateStatus.filter({ hasText: /^Libre: / }).waitFor({ timeout: 20_000 });
  await staff.page.getByRole('button', { name: 'Reservar la fecha' }).click();
  await expect(staff.page.getByTestId('presupuesto-vencimiento').textContent({ timeout: 10_000 })).resolves.toBe('vence en 7 días');
  await visitor.page.goto(SITE_URL + '/calendario');
  const day = calendarDay(visitor.page);
  await day
    .locator('.cal-day__status')
    .filter({ hasText: /^Reservado provisoriamente$/ })
    .waitFor({ timeout: 20_000 });

  // 4. Nobody pays: the hold lapses by itself and the date is free again, for the visitor and for staff.
  expect(await runHoldExpiry(db, AFTER_THE_HOLD)).toEqual(expect.arrayContaining([{ date: DATE, budgetId }]));
  await day
    .locator('.cal-day__status')
    .filter({ hasText: /^Libre · / })
    .waitFor({ timeout: 10_000 });
  await dateStatus.filter({ hasText: /^Libre: / }).waitFor({ timeout: 10_000 });
  await expect(staff.page.getByTestId('presupuesto-estado')).toHaveText('Presupuestado');

  // 5. The client comes back: held again, the budget's page shared with them, and the deposit from the budget's plan
  // confirms it.
  await staff.page.getByRole('button', { name: 'Reservar la fecha' }).click();
  await expect(staff.page.getByTestId('presupuesto-vencimiento').textContent({ timeout: 10_000 })).resolves.toBe('vence en 7 días');
  await staff.page.getByRole('button', { name: 'Compartir con el cliente' }).click();
  const link = staff.page.getByTestId('presupuesto-enlace-cliente');
  await link.waitFor({ timeout: 20_000 });
  const clientUrl = (await link.getAttribute('href')) ?? '';
  const bookedBefore = await novemberRevenue(staff.page);
  await staff.page.goto(`${SITE_URL}/presupuesto/${budgetId}`);
  await staff.page.getByRole('link', { name: /^Emitir recibo de seña \(\$ [\d.]+\)$/ }).click();
  await staff.page.waitForURL(/\/recibo\?/);
  await staff.page.waitForFunction((id) => (document.getElementById('recibo-presupuesto') as HTMLSelectElement | null)?.value === id, budgetId, {
    timeout: 20_000,
  });
  await staff.page.getByLabel('Medio de pago').selectOption('transferencia');
  await staff.page.getByRole('button', { name: 'Emitir recibo' }).click();
  const done = staff.page.getByTestId('recibo-emitido');
  await done.waitFor({ timeout: 20_000 });
  issued.push(Number(/N° (\d+)/.exec((await done.textContent()) ?? '')?.[1]));
  await staff.page.getByText('Reserva confirmada con la seña.').waitFor({ timeout: 20_000 });

  // 6. Booked for good: the budget is confirmed, the calendar says "Ocupado", the feed has the event, the dashboard
  // counts the budget's total in November, and the client's page shows it with the receipt.
  expect((await db.ref(`presupuestos/${budgetId}/estado`).get()).val()).toBe('confirmado');
  await day
    .locator('.cal-day__status')
    .filter({ hasText: /^Ocupado$/ })
    .waitFor({ timeout: 10_000 });
  const feed = await fetch(`${FEED_URL}?token=${FEED_TOKEN}&ns=${testNamespace()}`);
  expect(feed.status).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const event = events.find((candidate) => candidate.summary.startsWith(NAME));
  expect(event?.startDate.toString()).toBe('2026-11-28');
  expect(event?.summary).not.toContain('Reservado provisoriamente');

  const client = await e2e.openPage(PHONE);
  await fixClock(client.page);
  await client.page.goto(clientUrl);
  await client.page.getByTestId('cliente-total').waitFor({ timeout: 20_000 });
  await expect(client.page.getByTestId('cliente-nombre')).toHaveText(NAME);
  const total = pesos(await client.page.getByTestId('cliente-total').textContent());
  expect(total).toBeGreaterThan(0);
  const receipts = (await client.page.getByTestId('cliente-recibos').textContent()) ?? '';
  expect(receipts).toContain(String(issued[0]).padStart(8, '0'));
  await expect(client.page.getByTestId('cliente-plan-seña').textContent()).resolves.toContain('Pagada');
  // The figures are the server's (cifras/meses), recomputed after the deposit: the open page follows them.
  const november = staff.page.getByTestId('ingresos-2026-11').getByRole('cell').first();
  await staff.page.goto(SITE_URL + '/tablero');
  await expect.poll(async () => pesos(await november.textContent()), { timeout: 20_000 }).toBe(bookedBefore + total);

  expect(visitor.errors).toEqual([]);
  expect(staff.errors).toEqual([]);
  expect(client.errors).toEqual([]);
});
