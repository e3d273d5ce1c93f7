// The calendar remote runs alone, without the host: its own build serves its own small shell. On the tests'
// fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts), so the month it opens on is known.
import { expect, test } from '@playwright/test';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

test('serves /calendario on its own port (8082) with the shared session and data', async () => {
  const restore = await setCalendar({ '2026-11-14': 'Ocupado' });
  try {
    const { context, page, errors } = await e2e.openPage();
    await fixClock(page);
    await page.goto('http://localhost:8082/calendario');
    await page.getByRole('heading', { name: 'Calendario' }).first().waitFor({ timeout: 20000 });
    // The database's bookings, in this month's view and in the list.
    await page.locator('.cal-month-view').getByRole('heading', { name: 'noviembre de 2026', exact: true }).waitFor({ timeout: 20000 });
    const booked = page.locator('.cal-month-view [role="cell"][data-date="2026-11-14"] .calEvents');
    await booked.waitFor();
    await expect(booked).toHaveText('Ocupado');
    const listed = page.locator('.cal-day').filter({ hasText: 'sábado 14 de noviembre de 2026' });
    await expect(listed.locator('.cal-day__status')).toHaveText('Ocupado');
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await restore();
  }
});
