// The whole composed page, not only a remote's part: the host's header, navigation, footer and floating
// buttons around each public page, on a phone and on a desktop. axe must find nothing serious, every page
// must have one h1, its own Spanish description and a title for link previews, and nothing may stick out
// sideways; a screenshot of each lands in .test-artifacts/. What a page holds (the
// month of prices, the calendar's dates) depends on the day: every page is checked on the tests' fixed clock
// (Tuesday 10 November 2026, scripts/testing/clock.ts).
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../scripts/testing/browser';
import { fixClock } from '../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser, type Device } from '../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();
// Each page is checked on its own: the file's tests may run on several workers at once.
test.describe.configure({ mode: 'parallel' });

const PUBLIC_PAGES = ['/', '/precios', '/preciosfinde', '/preciospromo', '/fotos', '/Plano', '/calculadora', '/calendario', '/login'];

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, Device]>) {
  test.describe(`on a ${name}`, () => {
    for (const path of PUBLIC_PAGES) {
      test(`${path} is accessible and fits the screen`, async () => {
        const { context, page, errors } = await e2e.openPage(device);
        await fixClock(page);
        await page.goto(SITE_URL + path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20000 });
        await page.waitForLoadState('networkidle');

        expect(await seriousViolations(page)).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(30);
        await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBeTruthy();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `pagina${path === '/' ? '-inicio' : path.replace(/\//g, '-')}-${name}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  });
}
