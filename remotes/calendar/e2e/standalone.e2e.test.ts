// The calendar remote runs alone, without the host: its own build serves its own small shell.
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

it('serves /calendario on its own port (8082) with the shared session and data', async () => {
  const { context, page, errors } = await e2e.openPage();
  await page.goto('http://localhost:8082/calendario');
  await page.getByRole('heading', { name: 'Calendario' }).first().waitFor({ timeout: 20000 });
  await page.locator('.calEvents').first().waitFor();
  expect(await page.locator('.calEvents').first().textContent()).toMatch(/Ocupado$/);
  expect(errors).toEqual([]);
  await context.close();
});
