// /calendario with Google Calendar configured: the calendar remote is built with an API key and the
// address of a local server that answers like Google (scripts/testing/fakeGoogleCalendar.ts), and the
// browser gets that build in place of the running one. Google's events show as "Ocupado", visit slots
// with their hours; when Google fails the page stays usable, says so, and "Reintentar" recovers.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { addDays, formatDateLong, parseIsoDate, todayInHall } from '@salon/domain';
import { parseBookings, parseCalendarSourceIds } from '@salon/firebase';
import { startFakeGoogleCalendar, type FakeGoogleCalendar } from '../../../scripts/testing/fakeGoogleCalendar';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { useE2eBrowser, type Device } from '../../../scripts/testing/e2eSetup';

let google: FakeGoogleCalendar;
let buildDir: string;
let ids: ReturnType<typeof parseCalendarSourceIds>;
let booked: string[];

const e2e = useE2eBrowser({
  cleanUp: async () => {
    await google?.close();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  },
});

beforeAll(async () => {
  google = await startFakeGoogleCalendar();
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'calendar-google-'));
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', buildDir], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, GOOGLE_CALENDAR_API_KEY: google.apiKey, GOOGLE_CALENDAR_API_URL: google.baseUrl },
    stdio: 'ignore',
  });
  ids = parseCalendarSourceIds((await adminDb().ref('config/calendarIDs').get()).val());
  booked = parseBookings((await adminDb().ref('reservas').get()).val()).map((booking) => booking.date);
}, 180_000);

/** The next dates from `after` days ahead that staff have not booked. */
function unbookedDates(after: number, count: number): string[] {
  const dates: string[] = [];
  for (let date = addDays(todayInHall(new Date()), after); dates.length < count; date = addDays(date, 1)) {
    if (!booked.includes(date)) dates.push(date);
  }
  return dates;
}

/** A page whose calendar remote is the Google-configured build. */
async function openCalendar(device: Device = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await e2e.openPage(device);
  await page.route(/^http:\/\/localhost:8082\//, (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/+/, '') || 'index.html';
    const body = readFileSync(path.join(buildDir, path.normalize(file)));
    return route.fulfill({ body, contentType: file.endsWith('.js') ? 'text/javascript' : 'text/html', headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await page.goto(SITE_URL + '/calendario');
  return { page, errors };
}

const listItem = (page: Page, date: string) => page.locator('.cal-day').filter({ hasText: formatDateLong(date) });
/** The date's status in the list, once it reads `expected` (a live page settles; a wrong status times out). */
async function expectStatus(page: Page, date: string, expected: RegExp): Promise<void> {
  await listItem(page, date).locator('.cal-day__status').filter({ hasText: expected }).waitFor({ timeout: 20000 });
}

it('events of the Google calendar show as "Ocupado" (all-day, timed with offsets, several days) and visit slots with their hours', async () => {
  const [allDay, timed, multiFirst, multiSecond, visit] = unbookedDates(3, 5);
  google.behave('*', { kind: 'ok' });
  google.setEvents(ids.eventsCalendarId, [
    { summary: 'Cumple', start: { date: allDay! }, end: { date: addDays(allDay!, 1) } },
    // 23:30 in Buenos Aires written in UTC: still that day in the hall.
    { summary: 'Fiesta', start: { dateTime: `${addDays(timed!, 1)}T02:30:00Z` }, end: { dateTime: `${addDays(timed!, 1)}T05:00:00Z` } },
    { summary: 'Casamiento', start: { date: multiFirst! }, end: { date: addDays(multiSecond!, 1) } },
    { summary: 'Cancelado', status: 'cancelled', start: { date: visit! }, end: { date: addDays(visit!, 1) } },
  ]);
  google.setEvents(ids.visitSlotsCalendarId, [{ start: { dateTime: `${visit}T18:00:00-03:00` }, end: { dateTime: `${visit}T19:30:00-03:00` } }]);
  google.setEvents(ids.holidaysCalendarId, []);
  const { page, errors } = await openCalendar();
  // Consecutive unbooked dates only when nothing was booked between them; check the span is a real one.
  const multiIsSpan = addDays(multiFirst!, 1) === multiSecond;
  await expectStatus(page, allDay!, /^Ocupado$/);
  await expectStatus(page, timed!, /^Ocupado$/);
  await expectStatus(page, multiFirst!, /^Ocupado$/);
  if (multiIsSpan) await expectStatus(page, multiSecond!, /^Ocupado$/);
  await expectStatus(page, visit!, /^Libre/);
  await expect(listItem(page, visit!).locator('.cal-day__visits').textContent()).resolves.toBe('Visitas: 18:00 a 19:30 hs');
  // The month view shows the visit slot apart; tapping the date offers to ask for a visit.
  await listItem(page, visit!).getByRole('button').click();
  const visitLink = page.locator('#cal-details').getByRole('link', { name: 'Pedir una visita' });
  expect(decodeURIComponent((await visitLink.getAttribute('href')) ?? '')).toContain(`${formatDateLong(visit!)} (18:00 a 19:30 hs)`);
  const requests = google.requests.filter((request) => request.calendarId === ids.eventsCalendarId);
  expect(requests[0]?.query).toMatchObject({ key: google.apiKey, singleEvents: 'true', orderBy: 'startTime' });
  expect(parseIsoDate(requests[0]!.query.timeMax!.slice(0, 10))).not.toBeNull();
  await screenshot(page, 'calendario-google-desktop');
  expect(errors).toEqual([]);
  await page.context().close();
});

it.each([
  ['403', { kind: 'error', httpStatus: 403 } as const],
  ['malformed JSON', { kind: 'malformed' } as const],
])('Google answering %s: the page stays usable, says so, and "Reintentar" recovers', async (_name, behaviour) => {
  const [eventDate] = unbookedDates(4, 1);
  google.setEvents(ids.eventsCalendarId, [{ start: { date: eventDate! }, end: { date: addDays(eventDate!, 1) } }]);
  google.behave('*', behaviour);
  const { page, errors } = await openCalendar(PHONE);
  await page.getByText('No pudimos consultar el calendario en línea', { exact: false }).waitFor({ timeout: 20000 });
  // What the database knows still shows: staff bookings are taken; other dates cannot be promised.
  if (booked.some((date) => date >= todayInHall(new Date()))) {
    const next = booked.find((date) => date >= todayInHall(new Date()))!;
    await expectStatus(page, next, /^Ocupado$/);
  }
  await expectStatus(page, eventDate!, /^Sin confirmar$/);
  await expect(page.locator('.site-header').isVisible()).resolves.toBe(true);
  await screenshot(page, 'calendario-google-caido-phone');

  google.behave('*', { kind: 'ok' });
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expectStatus(page, eventDate!, /^Ocupado$/);
  await page.getByText('No pudimos consultar el calendario en línea', { exact: false }).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.context().close();
});
