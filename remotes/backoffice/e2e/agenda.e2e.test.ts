// The staff agenda (/agenda, issue 42) end to end, on the tests' fixed clock (Tuesday 10 November 2026,
// scripts/testing/clock.ts): from the staff menu an admin sees November's month with a confirmed budget's event and
// a provisional hold with the day it lapses, the counts of each kind, a filter that hides the holds, and a click on
// the event that opens its budget through the router; on a phone the agenda opens as a list that fits the screen.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, STAFF, openAsStaff, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';

// November 2026's month view runs from Monday 26 October to Sunday 6 December: the test owns the bookings of those
// dates (the seed books from the day it runs on), so what the agenda counts is exactly what it writes.
const FIRST = '2026-10-26';
const LAST = '2026-12-06';
const EVENT_DATE = '2026-11-21';
const HOLD_DATE = '2026-11-26';
const BLOCKED_DATE = '2026-11-30';
const CLIENT = `Ana Agenda ${Date.now()}`;
const HOLDER = `Familia Agenda ${Date.now()}`;
// Held on Tuesday 10 November for 7 days: through Tuesday 17 (00:00 of Wednesday 18 in Buenos Aires).
const HOLD_ENDS = Date.parse('2026-11-18T00:00:00-03:00');

let budgetIds: string[] = [];
let bookingsBefore: Record<string, unknown> | null = null;

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    const writes: Record<string, unknown> = {};
    for (const date of [EVENT_DATE, HOLD_DATE, BLOCKED_DATE]) writes[`reservas/${date}`] = null;
    for (const [date, booking] of Object.entries(bookingsBefore ?? {})) writes[`reservas/${date}`] = booking;
    for (const id of budgetIds) writes[`presupuestos/${id}`] = null;
    await db.ref().update(writes);
  },
});

function budget(cliente: string, fechaEvento: string, estado: string, alquiler: '3hs' | '4hs', invitados: number) {
  return {
    cliente,
    telefono: '11 5555-4242',
    fechaEvento,
    invitados,
    alquiler,
    horasExtra: alquiler === '4hs' ? 1 : 0,
    estado,
    validoHasta: fechaEvento,
    creadoEn: Date.parse('2026-11-02T10:00:00-03:00'),
    actualizadoEn: Date.parse('2026-11-02T10:00:00-03:00'),
    autor: STAFF.admin.email,
  };
}

test.beforeAll(async () => {
  const db = adminDb();
  bookingsBefore = (await db.ref('reservas').orderByKey().startAt(FIRST).endAt(LAST).get()).val() as Record<string, unknown> | null;
  const confirmed = db.ref('presupuestos').push().key ?? '';
  const held = db.ref('presupuestos').push().key ?? '';
  budgetIds = [confirmed, held];
  const writes: Record<string, unknown> = {
    [`presupuestos/${confirmed}`]: budget(CLIENT, EVENT_DATE, 'confirmado', '4hs', 90),
    [`presupuestos/${held}`]: budget(HOLDER, HOLD_DATE, 'reservado', '3hs', 40),
    [`reservas/${EVENT_DATE}`]: { tipo: 'evento', presupuestoId: confirmed, creadoEn: 1, creadoPor: 'e2e' },
    [`reservas/${HOLD_DATE}`]: { tipo: 'evento', presupuestoId: held, provisoria: true, venceEn: HOLD_ENDS, creadoEn: 1, creadoPor: 'e2e' },
    [`reservas/${BLOCKED_DATE}`]: { tipo: 'bloqueo', creadoEn: 1, creadoPor: 'e2e' },
  };
  for (const date of Object.keys(bookingsBefore ?? {})) writes[`reservas/${date}`] ??= null;
  await db.ref().update(writes);
});

/** The agenda's elements that stick to the screen (the site's sticky header would cover them), by class. */
const pinnedInAgenda = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.agenda *')]
      .filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position))
      .map((element) => element.className),
  );
/** A whole-page screenshot taken from the top: scrolled, the sticky header would be drawn over the middle. */
async function shotFromTheTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}
const filter = (page: Page, name: RegExp) => page.getByRole('checkbox', { name });
const dayCell = (page: Page, date: string) => page.locator(`.agenda-calendar [data-date="${date}"]`).first();

test('an admin opens the agenda from the menu: the month’s event and hold, the counts, a filter, and the event opens its budget', async () => {
  const { page, errors } = await e2e.openPage(DESKTOP);
  await fixClock(page.context());
  await openAsStaff(page, '/cobranzas');
  await page.getByRole('navigation', { name: 'Secciones del personal' }).getByRole('link', { name: 'Agenda' }).click();
  await page.waitForURL(/\/agenda$/, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor({ timeout: 20_000 });

  // The month view on a desktop, November 2026, in Spanish.
  await expect(page.getByRole('heading', { name: 'noviembre de 2026' })).toBeVisible({ timeout: 20_000 });
  const event = dayCell(page, EVENT_DATE).getByRole('link', { name: `${CLIENT} · 4 hs + 1 hora extra` });
  await expect(event).toBeVisible({ timeout: 20_000 });
  const hold = dayCell(page, HOLD_DATE).getByRole('link', { name: `${HOLDER} · vence el mar 17/11` });
  await expect(hold).toBeVisible();
  await expect(hold).toHaveAttribute(
    'title',
    `Reserva provisoria de ${HOLDER}: 3 hs, 40 invitados. Vence el martes 17 de noviembre de 2026 si no se confirma.`,
  );
  await expect(dayCell(page, BLOCKED_DATE)).toContainText('Fecha bloqueada');

  await expect(filter(page, /^Eventos \(1\)$/)).toBeChecked();
  await expect(filter(page, /^Reservas provisorias \(1\)$/)).toBeChecked();
  await expect(filter(page, /^Fechas bloqueadas \(1\)$/)).toBeChecked();
  await expect(filter(page, /^Visitas \(0\)$/)).toBeChecked();
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await screenshot(page, 'backoffice-agenda-mes-desktop');

  // A filter hides a kind; its count stays.
  await filter(page, /^Reservas provisorias/).uncheck();
  await expect(hold).toHaveCount(0);
  await expect(event).toBeVisible();
  await expect(filter(page, /^Reservas provisorias \(1\)$/)).not.toBeChecked();
  await filter(page, /^Reservas provisorias/).check();
  await expect(hold).toBeVisible();

  // The event is its budget's link, opened by the router: the page is not loaded again.
  await expect(event).toHaveAttribute('href', `/presupuesto/${budgetIds[0]}`);
  await page.evaluate(() => ((window as unknown as { agendaSinRecargar: boolean }).agendaSinRecargar = true));
  await event.click();
  await page.waitForURL(new RegExp(`/presupuesto/${budgetIds[0]}$`), { timeout: 20_000 });
  await expect(page.getByTestId('presupuesto-cliente')).toHaveText(CLIENT, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { agendaSinRecargar?: boolean }).agendaSinRecargar)).toBe(true);
  expect(errors).toEqual([]);
});

test('on a 360 px phone the agenda opens as a list that fits the screen, nothing under the site’s header', async () => {
  const { page, errors } = await e2e.openPage(PHONE);
  await fixClock(page.context());
  await openAsStaff(page, '/agenda');
  const list = page.locator('.agenda-calendar');
  await expect(list.getByText(`Reserva provisoria de ${HOLDER}: 3 hs, 40 invitados. Vence el martes 17 de noviembre de 2026 si no se confirma.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(list.getByText(`Evento de ${CLIENT}: 4 hs + 1 hora extra, 90 invitados (Confirmado).`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ver la lista' })).toHaveAttribute('aria-selected', 'true');
  await expect(filter(page, /^Eventos \(1\)$/)).toBeVisible();

  // No sideways scroll, and nothing of the agenda sticks where the site's sticky header would cover it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await pinnedInAgenda(page)).toEqual([]);
  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await shotFromTheTop(page, 'backoffice-agenda-lista-telefono');

  // The month and the week fit too.
  await page.getByRole('tab', { name: 'Ver el mes' }).click();
  await expect(dayCell(page, HOLD_DATE).getByRole('link', { name: `${HOLDER} · vence el mar 17/11` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shotFromTheTop(page, 'backoffice-agenda-mes-telefono');
  await page.getByRole('tab', { name: 'Ver la semana' }).click();
  await expect(page.getByRole('columnheader', { name: '10 de noviembre de 2026' })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(/^9\s*–\s*15 de noviembre de 2026$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await pinnedInAgenda(page)).toEqual([]);
  await shotFromTheTop(page, 'backoffice-agenda-semana-telefono');
  expect(errors).toEqual([]);
});
