// The calendar remote runs alone, without the host: its own build serves its own small shell.
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from '../../../scripts/testing/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('serves /calendario on its own port (8082) with the shared session and data', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('http://localhost:8082/calendario');
  await page.getByRole('heading', { name: 'Calendario' }).first().waitFor({ timeout: 20000 });
  await page.locator('.calEvents').first().waitFor();
  expect(await page.locator('.calEvents').first().textContent()).toMatch(/Ocupado$/);
  expect(errors).toEqual([]);
  await context.close();
});
