// The catalog remote runs alone, without the host: its own build serves its own small shell.
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from '../../../scripts/testing/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('serves /precios on its own port (8081) with the shared session and data', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('http://localhost:8081/precios');
  await page.getByRole('heading', { name: 'Precios · ' }).first().waitFor({ timeout: 20000 });
  // Real data from the local backend, not a placeholder.
  await page.locator('[data-field="a_precio_4hs_"]').filter({ hasText: /^\$ \d/ }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
