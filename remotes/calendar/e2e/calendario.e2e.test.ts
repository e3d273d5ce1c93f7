// /calendario in the composed site, on the tests' fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts):
// a date staff book appears as "Ocupado" in the month view (FullCalendar) and in the list (live, no reload) and
// goes back to free when the booking is removed; a free date tapped in the month shows its price and a WhatsApp
// link, below the site's header; the page passes axe and looks right on a phone and a desktop.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { holdHostCode, seriousViolations, useE2eBrowser, type Device, type OpenedPage } from '../../../scripts/testing/e2eSetup';
import { setDemoPromotions } from '../../../scripts/testing/promotions';

// The seed's promotions: "Martes y miércoles 15 % off" lowers Tuesdays' and Wednesdays' 3-hour rental
// (November: $ 281.500 − $ 42.225 = $ 239.275). Put back after the file, before the admin connection closes.
let restorePromotions: (() => Promise<void>) | undefined;
const e2e = useE2eBrowser({ cleanUp: async () => restorePromotions?.() });
test.beforeAll(async () => {
  restorePromotions = await setDemoPromotions();
});

/** /calendario as a visitor sees it on HALL_NOW. */
async function openCalendar(device: Device): Promise<OpenedPage> {
  const opened = await e2e.openPage(device);
  await fixClock(opened.page);
  await opened.page.goto(SITE_URL + '/calendario');
  return opened;
}

// Thursday 12 November, two days ahead, and the days around it: free, whatever the seed booked.
const AROUND_THURSDAY = { '2026-11-10': 'Libre', '2026-11-11': 'Libre', '2026-11-12': 'Libre', '2026-11-13': 'Libre', '2026-11-14': 'Libre' } as const;
const THURSDAY = '2026-11-12';

const listItem = (page: Page, dateLong: string) => page.locator('.cal-day').filter({ hasText: dateLong });
const monthCell = (page: Page, date: string) => page.locator(`.cal-month-view [role="cell"][data-date="${date}"]`);

test('a booking staff add appears as "Ocupado" in the month view and the list, live, and leaves when removed', async () => {
  const restore = await setCalendar(AROUND_THURSDAY);
  try {
    const { context, page, errors } = await openCalendar(DESKTOP);
    const thursday = listItem(page, 'jueves 12 de noviembre de 2026');
    await thursday.waitFor({ timeout: 20000 });
    await expect(thursday.locator('.cal-day__status')).toHaveText('Libre · $ 281.500');
    // The month view opens on today's month.
    await page.locator('.cal-month-view').getByRole('heading', { name: 'noviembre de 2026', exact: true }).waitFor({ timeout: 20000 });
    await monthCell(page, THURSDAY).waitFor();

    await adminDb().ref(`reservas/${THURSDAY}`).set({ tipo: 'evento', creadoEn: Date.now(), creadoPor: 'e2e-calendario' });
    // Live: wait for the status to change (textContent alone would read whatever is there now).
    await thursday
      .locator('.cal-day__status')
      .filter({ hasText: /^Ocupado$/ })
      .waitFor({ timeout: 10000 });
    await page.waitForFunction((d) => !!document.querySelector(`[data-date="${d}"] .calEvents`), THURSDAY, { timeout: 10000 });
    await expect(monthCell(page, THURSDAY).locator('.calEvents')).toHaveText('Ocupado');
    await expect(thursday.getAttribute('class')).resolves.toContain('calEvents');

    // Tapping it says it is taken and offers the nearest free dates, the closest first.
    await monthCell(page, THURSDAY).locator('.calEvents').click();
    const details = page.locator('#cal-details');
    await expect(details.getByRole('heading', { level: 2 })).toHaveText('jueves 12 de noviembre de 2026');
    await expect(details.textContent()).resolves.toContain('Ocupado: esta fecha ya está reservada.');
    await expect(details.getByText('Las fechas libres más cercanas son:')).toBeVisible();
    await expect(details.locator('.cal-details__alternatives button').allTextContents()).resolves.toEqual([
      'miércoles 11 de noviembre de 2026 · $ 239.275, incluye promoción «Martes y miércoles 15 % off» (−$ 42.225)',
      'viernes 13 de noviembre de 2026 · $ 360.000',
      'martes 10 de noviembre de 2026 · $ 239.275, incluye promoción «Martes y miércoles 15 % off» (−$ 42.225)',
    ]);
    await screenshot(page, 'calendario-ocupado-desktop');

    await adminDb().ref(`reservas/${THURSDAY}`).remove();
    await thursday
      .locator('.cal-day__status')
      .filter({ hasText: /^Libre · \$ 281\.500$/ })
      .waitFor({ timeout: 10000 });
    await page.waitForFunction((d) => !document.querySelector(`[data-date="${d}"] .calEvents`), THURSDAY, { timeout: 10000 });
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
  } finally {
    await restore();
  }
});

test('before its code, FullCalendar and the dates arrive, a phone shows the month’s frame, in the place and size the month then takes', async () => {
  const { context, page, errors } = await e2e.openPage(PHONE);
  await fixClock(page);
  // The page's code held back: what shows is the HTML alone.
  const release = await holdHostCode(page);
  await page.goto(SITE_URL + '/calendario', { waitUntil: 'domcontentloaded' });
  const view = page.locator('.cal-month-view');
  await expect(view.getByRole('status')).toHaveText('Cargando fechas...');
  // A phone's narrow days are headed by initials, as FullCalendar heads them.
  await expect(view.locator('.cal-frame__initial')).toHaveText(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
  await expect(view.locator('.cal-frame__initial').first()).toBeVisible();
  const box = () => view.evaluate((element) => ({ top: element.getBoundingClientRect().top + scrollY, height: element.getBoundingClientRect().height }));
  const before = await box();
  // 2 × 0.5rem padding + 2.5rem toolbar + 0.5rem gap + 1.75rem weekdays + 6 weeks of 4rem (calendar.css).
  expect(before.height).toBe(476);
  release();
  await view.getByRole('heading', { name: 'noviembre de 2026', exact: true }).waitFor({ timeout: 20000 });
  await expect(monthCell(page, '2026-11-12')).toBeVisible();
  await expect(view.getByRole('columnheader')).toHaveCount(7);
  expect(await box()).toEqual(before);
  expect(errors).toEqual([]);
  await context.close();
});

test('a phone that remembers a failed connection still gets the dates at once, and never polls', async () => {
  const { context, page, errors } = await e2e.openPage(PHONE);
  // The Firebase SDK's own note, left when a tab closed while connecting or the page loaded while the backend was
  // down: with it the SDK polls first, which the local backend does not speak (docs/performance.md,
  // "WebSocket from the start").
  await page.addInitScript(() => localStorage.setItem('firebase:previous_websocket_failure', 'true'));
  const polls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/.lp') polls.push(request.url());
  });
  await fixClock(page);
  await page.goto(SITE_URL + '/calendario');
  // Within the SDK's 30 s wait for a poll that never answers, with room for a busy machine.
  await page.locator('.cal-month-view').getByRole('heading', { name: 'noviembre de 2026', exact: true }).waitFor({ timeout: 15000 });
  await expect(monthCell(page, '2026-11-12')).toBeVisible();
  expect(polls).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${name}, tapping a free date in the month shows its price and a WhatsApp link to ask for it, below the header`, async () => {
    const restore = await setCalendar(AROUND_THURSDAY);
    try {
      const { context, page, errors } = await openCalendar(device);
      await monthCell(page, THURSDAY).click({ timeout: 20000 });
      const details = page.locator('#cal-details');
      const title = details.getByRole('heading', { level: 2 });
      await expect(title).toHaveText('jueves 12 de noviembre de 2026');
      // The page scrolls to the details, and they end below the site's sticky header: what is drawn at the title's
      // first line is the title, not the header.
      await expect
        .poll(() =>
          title.evaluate((element) => {
            const { left, top } = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(left + 4, top + 4));
          }),
        )
        .toBe(true);
      await expect(monthCell(page, THURSDAY)).toHaveClass(/cal-selected/);
      await expect(details.locator('.cal-details__status')).toHaveText('Libre');
      await expect(details.locator('dd')).toHaveText('$ 281.500');
      await expect(details.locator('dt')).toHaveText('Alquiler del salón x 3 hs');
      await expect(details.locator('.cal-details__rate')).toHaveText('tarifa de semana (3 hs)');
      const link = details.getByRole('link', { name: 'Consultar esta fecha por WhatsApp' });
      expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toBe(
        '/cotizacion-exitosa?message=Hola! Quisiera consultar por el jueves 12 de noviembre de 2026 — $ 281.500, tarifa de semana (3 hs). ¿Está disponible?',
      );

      expect(await seriousViolations(page, '.salon-page')).toEqual([]);
      await screenshot(page, `calendario-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await restore();
    }
  });
}
