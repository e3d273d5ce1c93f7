// The catalog remote runs alone, without the host: its own build serves its own small shell.
import { expect, test } from '@playwright/test';
import { fixClock } from '../../../scripts/testing/clock';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

test('serves /precios on its own port (8081) with the shared session and data', async () => {
  const { context, page, errors } = await e2e.openPage();
  // On the tests' fixed clock (Tuesday 10 November 2026): /precios shows November's prices.
  await fixClock(page);
  await page.goto('http://localhost:8081/precios');
  await page.getByRole('heading', { level: 1, name: 'Precios · Noviembre 2026', exact: true }).waitFor({ timeout: 20000 });
  // Real data from the local backend (the seed's November rental), not a placeholder.
  await page
    .locator('[data-field="a_precio_4hs_"]')
    .filter({ hasText: /^\$ 360\.000$/ })
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('shows the demo photos and the plan it ships with, on its own port', async () => {
  const { context, page, errors } = await e2e.openPage();
  await page.goto('http://localhost:8081/fotosSalon');
  const image = page.locator('.fotos-miniatura img').first();
  await image.waitFor({ timeout: 20000 });
  // Served by the catalog itself (its public path), not by the host on :8080.
  await expect(image.getAttribute('src')).resolves.toMatch(/^http:\/\/localhost:8081\/img\/demo\//);
  await page.waitForFunction(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
  );
  await page.goto('http://localhost:8081/Plano');
  const plan = page.getByRole('img', { name: /^Plano del salón/ });
  await plan.waitFor({ timeout: 20000 });
  await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await plan.elementHandle());
  expect(errors).toEqual([]);
  await context.close();
});
