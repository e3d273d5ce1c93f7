// /calendario in the composed site: a date staff book appears as "Ocupado" in the month view and in the
// list (live, no reload) and goes back to free when the booking is removed; a free date shows its price and
// a WhatsApp link; the page passes axe and looks right on a phone and a desktop.
import type { Page } from 'playwright-core';
import {
  addDays,
  buildAvailabilityIndex,
  formatARS,
  formatDateLong,
  lookupDate,
  resolveCalendarEndDate,
  resolveWeekendDays,
  todayInHall,
  type DateInfo,
} from '@salon/domain';
import { parseBookings, parseHolidayOverrides, parseRecurringHolidays } from '@salon/firebase';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

/** The availability the site should show, computed by the domain from what the database holds now. */
async function expectedAvailability() {
  const read = async (path: string) => (await adminDb().ref(path).get()).val();
  const now = new Date();
  return buildAvailabilityIndex({
    now,
    endDate: resolveCalendarEndDate(await read('datosId/26'), now).endDate,
    bookings: parseBookings(await read('reservas')),
    holidayOverrides: parseHolidayOverrides(await read('feriados_modificados')),
    recurringHolidays: parseRecurringHolidays(await read('feriados_recurrentes')),
    rawPrices: await read('datosId/8'),
    weekendDays: resolveWeekendDays(await read('config/diasFinDeSemana')).days,
  });
}

/** A free, priced date a few days ahead, so it is in the range whatever today is. */
async function freeDate(after = 2): Promise<DateInfo> {
  const index = await expectedAvailability();
  for (let date = addDays(todayInHall(new Date()), after); date <= index.end; date = addDays(date, 1)) {
    const info = lookupDate(index, date);
    if (info.status === 'Libre' && info.price !== null && !info.holiday) return info;
  }
  throw new Error('No hay ninguna fecha libre con precio en el calendario de prueba.');
}

const listItem = (page: Page, date: string) => page.locator('.cal-day').filter({ hasText: formatDateLong(date) });
const monthCell = (page: Page, date: string) => page.locator(`.cal-month-view [role="cell"][data-date="${date}"]`);

/** Moves the month view forward until the date's month shows. */
async function showMonthOf(page: Page, date: string): Promise<void> {
  await page.locator('.cal-month-view [role="cell"][data-date]').first().waitFor({ timeout: 20000 });
  for (let step = 0; step < 24 && (await monthCell(page, date).count()) === 0; step += 1) {
    await page.locator('.cal-month-view').getByRole('button', { name: /siguiente/i }).click();
  }
}

it('a booking staff add appears as "Ocupado" in the month view and the list, live, and leaves when removed', async () => {
  const { date } = await freeDate(3);
  const { context, page, errors } = await e2e.openPage(DESKTOP);
  await page.goto(SITE_URL + '/calendario');
  await listItem(page, date).waitFor({ timeout: 20000 });
  await expect(listItem(page, date).locator('.cal-day__status').textContent()).resolves.toMatch(/^Libre · \$ /);
  await showMonthOf(page, date);

  try {
    await adminDb().ref(`reservas/${date}`).set({ tipo: 'evento', creadoEn: Date.now(), creadoPor: 'e2e-calendario' });
    // Live: wait for the status to change (textContent alone would read whatever is there now).
    await listItem(page, date).locator('.cal-day__status').filter({ hasText: /^Ocupado$/ }).waitFor({ timeout: 10000 });
    await page.waitForFunction((d) => !!document.querySelector(`[data-date="${d}"] .calEvents`), date, { timeout: 10000 });
    await expect(monthCell(page, date).locator('.calEvents').textContent()).resolves.toBe('Ocupado');
    await expect(listItem(page, date).getAttribute('class')).resolves.toContain('calEvents');

    // Tapping it says it is taken and offers the nearest free dates.
    await monthCell(page, date).locator('.calEvents').click();
    const details = page.locator('#cal-details');
    await expect(details.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(formatDateLong(date));
    await expect(details.textContent()).resolves.toContain('Ocupado: esta fecha ya está reservada.');
    await expect(details.getByText('Las fechas libres más cercanas son:').isVisible()).resolves.toBe(true);
    await screenshot(page, 'calendario-ocupado-desktop');
  } finally {
    await adminDb().ref(`reservas/${date}`).remove();
  }
  await listItem(page, date).locator('.cal-day__status').filter({ hasText: /^Libre/ }).waitFor({ timeout: 10000 });
  await page.waitForFunction((d) => !document.querySelector(`[data-date="${d}"] .calEvents`), date, { timeout: 10000 });
  // One availability store in the page: a single loaded copy of @salon/availability, whoever provides it.
  const providers = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const from: string[] = [];
    for (const scopes of Object.values(share))
      for (const libraries of Object.values(scopes))
        for (const entry of Object.values(libraries['@salon/availability'] ?? {})) if (entry.loaded && !from.includes(entry.from)) from.push(entry.from);
    return from;
  });
  expect(providers).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

it.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s, tapping a free date shows its price and a WhatsApp link to ask for it', async (name, device) => {
  const info = await freeDate();
  const { context, page, errors } = await e2e.openPage(device);
  await page.goto(SITE_URL + '/calendario');
  await listItem(page, info.date).getByRole('button').click({ timeout: 20000 });
  const details = page.locator('#cal-details');
  await expect(details.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(formatDateLong(info.date));
  await expect(details.locator('.cal-details__status').textContent()).resolves.toBe('Libre');
  await expect(details.locator('dd').textContent()).resolves.toBe(formatARS(info.price!));
  await expect(details.locator('dt').textContent()).resolves.toBe(`Alquiler del salón x ${info.hours} hs`);
  const link = details.getByRole('link', { name: 'Consultar esta fecha por WhatsApp' });
  const href = decodeURIComponent((await link.getAttribute('href')) ?? '');
  expect(href).toContain('/cotizacion-exitosa?message=');
  expect(href).toContain(formatDateLong(info.date));
  expect(href).toContain(formatARS(info.price!));

  expect(await seriousViolations(page, '.salon-page')).toEqual([]);
  await screenshot(page, `calendario-${name}`);
  expect(errors).toEqual([]);
  await context.close();
});
