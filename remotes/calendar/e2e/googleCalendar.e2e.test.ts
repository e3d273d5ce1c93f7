// /calendario with Google Calendar configured: the calendar remote's build with an API key and the address
// of a local server that answers like Google (scripts/testing/fakeGoogleCalendar.ts) written in, and the
// browser gets it in place of the running one. Google's events show as "Ocupado", visit slots
// with their hours; when Google fails the page stays usable, says so, and "Reintentar" recovers. The page lives
// on the tests' fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts).
import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startFakeGoogleCalendar, type FakeGoogleCalendar } from '../../../scripts/testing/fakeGoogleCalendar';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { useE2eBrowser, type Device } from '../../../scripts/testing/e2eSetup';
import { setDemoPromotions } from '../../../scripts/testing/promotions';
import { rewrittenBuild, serveBuildAt } from '../../../scripts/testing/rewrittenBuild';
import { PORTS } from '../../../scripts/lib/ports';

let google: FakeGoogleCalendar;
let buildDir: string;
// config/calendarIDs as seeded (scripts/seed/demoData.ts).
const ids = {
  eventsCalendarId: 'eventos.salon.demo@group.calendar.google.com',
  visitSlotsCalendarId: 'visitas.salon.demo@group.calendar.google.com',
  holidaysCalendarId: 'es.ar#holiday@group.v.calendar.google.com',
};
// The seed's promotions: "Martes y miércoles 15 % off" lowers a Wednesday's 3-hour rental ($ 281.500 → $ 239.275).
let restorePromotions: (() => Promise<void>) | undefined;

const e2e = useE2eBrowser({
  cleanUp: async () => {
    await restorePromotions?.();
    await google?.close();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  },
});

test.beforeAll(async () => {
  google = await startFakeGoogleCalendar();
  // What a build with GOOGLE_CALENDAR_API_KEY and GOOGLE_CALENDAR_API_URL writes where the current one has ''
  // (shared-libs/build/env.cjs defines them, shared-libs/availability/src/config.ts reads them).
  buildDir = rewrittenBuild(path.join(__dirname, '../dist'), [
    {
      what: 'the empty Google Calendar key and address',
      from: /apiKey:""\.trim\(\),baseUrl:""\.trim\(\)/g,
      to: `apiKey:${JSON.stringify(google.apiKey)}.trim(),baseUrl:${JSON.stringify(google.baseUrl)}.trim()`,
    },
  ]);
  restorePromotions = await setDemoPromotions();
});

/** A page whose calendar remote is the Google-configured build. */
async function openCalendar(device: Device = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await e2e.openPage(device);
  await fixClock(page);
  await serveBuildAt(page, PORTS.calendar, buildDir);
  await page.goto(SITE_URL + '/calendario');
  return { page, errors };
}

const listItem = (page: Page, dateLong: string) => page.locator('.cal-day').filter({ hasText: dateLong });
/** The date's status in the list, once it reads `expected` (a live page settles; a wrong status times out). */
async function expectStatus(page: Page, dateLong: string, expected: RegExp): Promise<void> {
  await listItem(page, dateLong).locator('.cal-day__status').filter({ hasText: expected }).waitFor({ timeout: 20000 });
}

test('events of the Google calendar show as "Ocupado" (all-day, timed with offsets, several days) and visit slots with their hours', async () => {
  // No staff booking on the dates the Google calendar fills: what shows there comes from Google.
  const restore = await setCalendar({
    '2026-11-12': 'Libre',
    '2026-11-13': 'Libre',
    '2026-11-15': 'Libre',
    '2026-11-16': 'Libre',
    '2026-11-17': 'Libre',
    '2026-11-18': 'Libre',
  });
  try {
    google.behave('*', { kind: 'ok' });
    google.setEvents(ids.eventsCalendarId, [
      { summary: 'Cumple', start: { date: '2026-11-12' }, end: { date: '2026-11-13' } },
      // Friday 13 at 23:30 in Buenos Aires written in UTC: still the 13th in the hall.
      { summary: 'Fiesta', start: { dateTime: '2026-11-14T02:30:00Z' }, end: { dateTime: '2026-11-14T05:00:00Z' } },
      { summary: 'Casamiento', start: { date: '2026-11-16' }, end: { date: '2026-11-18' } },
      { summary: 'Cancelado', status: 'cancelled', start: { date: '2026-11-18' }, end: { date: '2026-11-19' } },
    ]);
    google.setEvents(ids.visitSlotsCalendarId, [{ start: { dateTime: '2026-11-18T18:00:00-03:00' }, end: { dateTime: '2026-11-18T19:30:00-03:00' } }]);
    google.setEvents(ids.holidaysCalendarId, []);
    const { page, errors } = await openCalendar();
    await expectStatus(page, 'jueves 12 de noviembre de 2026', /^Ocupado$/);
    await expectStatus(page, 'viernes 13 de noviembre de 2026', /^Ocupado$/);
    await expectStatus(page, 'domingo 15 de noviembre de 2026', /^Libre · \$ 360\.000$/);
    await expectStatus(page, 'lunes 16 de noviembre de 2026', /^Ocupado$/);
    await expectStatus(page, 'martes 17 de noviembre de 2026', /^Ocupado$/);
    // A cancelled event takes nothing; the visit slot shows with its hours.
    await expectStatus(page, 'miércoles 18 de noviembre de 2026', /^Libre · \$ 239\.275$/);
    const visitDay = listItem(page, 'miércoles 18 de noviembre de 2026');
    await expect(visitDay.locator('.cal-day__visits')).toHaveText('Visitas: 18:00 a 19:30 hs');
    // Tapping the date offers to ask for a visit.
    await visitDay.getByRole('button').click();
    const visitLink = page.locator('#cal-details').getByRole('link', { name: 'Pedir una visita' });
    expect(decodeURIComponent((await visitLink.getAttribute('href')) ?? '')).toContain('miércoles 18 de noviembre de 2026 (18:00 a 19:30 hs)');
    // Google is asked for the events from now to the end of the calendar's last day (30 June 2027) in the hall.
    const requests = google.requests.filter((request) => request.calendarId === ids.eventsCalendarId);
    expect(requests[0]?.query).toMatchObject({
      key: google.apiKey,
      singleEvents: 'true',
      orderBy: 'startTime',
      timeMin: '2026-11-10T15:00:00.000Z',
      timeMax: '2027-07-01T03:00:00.000Z',
    });
    await screenshot(page, 'calendario-google-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    await restore();
  }
});

for (const [name, behaviour] of [
  ['403', { kind: 'error', httpStatus: 403 } as const],
  ['malformed JSON', { kind: 'malformed' } as const],
] as const) {
  test(`Google answering ${name}: the page stays usable, says so, and "Reintentar" recovers`, async () => {
    // Saturday 21 is booked by staff; Thursday 19 has only a Google event.
    const restore = await setCalendar({ '2026-11-19': 'Libre', '2026-11-21': 'Ocupado' });
    try {
      google.setEvents(ids.eventsCalendarId, [{ start: { date: '2026-11-19' }, end: { date: '2026-11-20' } }]);
      google.behave('*', behaviour);
      const { page, errors } = await openCalendar(PHONE);
      await page.getByText('No pudimos consultar el calendario en línea', { exact: false }).waitFor({ timeout: 20000 });
      // What the database knows still shows: staff bookings are taken; other dates cannot be promised.
      await expectStatus(page, 'sábado 21 de noviembre de 2026', /^Ocupado$/);
      await expectStatus(page, 'jueves 19 de noviembre de 2026', /^Sin confirmar$/);
      await expect(page.locator('.site-header')).toBeVisible();
      await screenshot(page, 'calendario-google-caido-phone');

      google.behave('*', { kind: 'ok' });
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expectStatus(page, 'jueves 19 de noviembre de 2026', /^Ocupado$/);
      await page.getByText('No pudimos consultar el calendario en línea', { exact: false }).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await restore();
    }
  });
}
