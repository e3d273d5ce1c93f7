// The chat remote runs alone, without the host: its own build serves its own small shell.
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from '../../../scripts/testing/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('serves /chat on its own port (8083) with the shared session and data', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('http://localhost:8083/chat');
  await page.getByRole('heading', { name: 'Salón AI' }).first().waitFor({ timeout: 20000 });
  await expect(page.getByText('¡Hola! 👋 ¿Cómo puedo ayudarte? Puedo darte precios y disponibilidad de fechas.').count()).resolves.toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});
