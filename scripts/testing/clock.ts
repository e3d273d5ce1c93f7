// One instant for every end-to-end test whose result depends on the date. The page's clock is fixed there
// before any of the site's code runs, so "today", the month the pages open on and the dates a test picks are
// the same whatever day the tests run, and expectations are written as literals ("martes 10 de noviembre de
// 2026", "Precios · Noviembre 2026").
//
// Playwright's clock (playwright-core 1.65): any of its calls puts its own Date and timers in the page. With
// setFixedTime, Date.now() and `new Date()` answer the instant for the whole test while timers keep firing at
// their real pace, so Firebase's connection, live updates and the site's own timeouts work as usual.
// clock.install({ time }) would start the page's time at the instant and let it run on: no test needs that.
import type { BrowserContext, Page } from 'playwright-core';
import { adminDb } from './adminDb';

/**
 * The instant the pages of date-dependent tests live at: Tuesday 10 November 2026, noon in Buenos Aires, in
 * the demo season that runs from July 2026 to June 2027. Before the day the tests run, never after it: the
 * database keeps the real time, and its rules refuse a creation time after it (`creadoEn` written by a page
 * from Date.now()).
 */
export const HALL_NOW = '2026-11-10T12:00:00-03:00';

/** The last date of the calendar in HALL_NOW's season, as the seed writes it (datosId/26). */
export const SEASON_END = '2027-06-30';

/**
 * Fixes the clock of the page's browser context at HALL_NOW. Call it before the page's first `goto`: the
 * clock is installed into each new document before its scripts run.
 */
export async function fixClock(target: Page | BrowserContext): Promise<void> {
  await target.clock.setFixedTime(HALL_NOW);
}

export type DateState = 'Ocupado' | 'Libre';

/**
 * The calendar a fixed-clock test expects, whatever day the database was seeded on (the seed books dates from
 * its own day on, and ends the calendar on the 30 June after it): each date named is booked by staff
 * ('Ocupado') or has no booking ('Libre'), and the calendar ends on SEASON_END. Returns what puts the previous
 * values back; call it in a `finally`.
 */
export async function setCalendar(dates: Record<string, DateState>): Promise<() => Promise<void>> {
  const db = adminDb();
  const paths = ['datosId/26', ...Object.keys(dates).map((date) => `reservas/${date}`)];
  const before: Record<string, unknown> = {};
  for (const path of paths) before[path] = (await db.ref(path).get()).val();
  const writes: Record<string, unknown> = { 'datosId/26': { fechaFinalCalendario: SEASON_END } };
  for (const [date, state] of Object.entries(dates)) {
    writes[`reservas/${date}`] = state === 'Ocupado' ? { tipo: 'evento', creadoEn: Date.now(), creadoPor: 'e2e' } : null;
  }
  await db.ref().update(writes);
  return async () => {
    await db.ref().update(before);
  };
}
