// The whole composed page, not only a remote's part: the host's header, navigation, footer and floating
// buttons around each public page, on a phone and on a desktop. axe must find nothing serious, every page
// must have one h1, its own Spanish description and a title for link previews, and it must fit the screen:
// nothing sticks out sideways, and what is pinned covers neither its heading nor its first control
// (scripts/testing/layoutChecks.ts); `npm run e2e` leaves a screenshot of each in .test-artifacts/. What a page holds (the
// month of prices, the calendar's dates) depends on the day: every page is checked on the tests' fixed clock
// (Tuesday 10 November 2026, scripts/testing/clock.ts).
//
// On a phone the WhatsApp and chat actions are a bar along the bottom edge (docs/performance.md, "Phones:
// nothing under the floating buttons"). Nothing a visitor reads or taps may stay under it, nor under anything
// else pinned to the screen (the calculator's total): on the phone, once the page's remote has taken over,
// every price, total, button, link and field is brought into view the way the browser does when it is focused
// with Tab (scrolled to the bottom edge), and must then be clear of whatever is pinned there. The last ones of
// the page are tested by the same scroll.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../scripts/testing/browser';
import { fixClock } from '../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser, type Device } from '../../scripts/testing/e2eSetup';
import { expectFits } from '../../scripts/testing/layoutChecks';

const e2e = useE2eBrowser();
// Each page is checked on its own: the file's tests may run on several workers at once.
test.describe.configure({ mode: 'parallel' });

/** Each public page with its heading, once its remote has taken over (the seed's routes; the others are in shell.e2e). */
const PUBLIC_PAGES: Record<string, RegExp> = {
  '/': /^Salón$/,
  '/precios': /^Precios · Noviembre 2026$/,
  '/preciosfinde': /^Precios de fin de semana · Noviembre 2026$/,
  '/preciospromo': /^Promociones$/,
  '/fotos': /^Fotos/,
  '/Plano': /^Plano del salón$/,
  '/calculadora': /^Calculadora$/,
  '/calendario': /^Calendario$/,
  '/login': /^Ingreso del personal$/,
};
/** The pages with the bottom bar of the visitors' actions (the login page has none). */
const WITH_BOTTOM_BAR = new Set(Object.keys(PUBLIC_PAGES).filter((path) => path !== '/login'));

/** What is covered, as "tag 'text'": empty when everything can be seen and tapped. */
function coveredOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pinned = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      return position === 'fixed' || position === 'sticky';
    });
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const interactive = [...document.querySelectorAll('main a, main button, main input, main select, main textarea, footer a')];
    // A price: the innermost element whose own text shows an amount in pesos.
    const prices = [...document.querySelectorAll('main *, footer *')].filter(
      (element) => /\$\s?\d/.test(element.textContent ?? '') && ![...element.children].some((child) => /\$\s?\d/.test(child.textContent ?? '')),
    );
    const covered: string[] = [];
    for (const target of [...interactive, ...prices]) {
      if (!visible(target) || target.closest('.floating-actions')) continue;
      target.scrollIntoView({ block: 'end' });
      const box = target.getBoundingClientRect();
      const cover = pinned.find((element) => {
        if (element.contains(target) || target.contains(element) || !visible(element)) return false;
        const over = element.getBoundingClientRect();
        return box.bottom > over.top + 1 && box.top < over.bottom - 1 && box.right > over.left + 1 && box.left < over.right - 1;
      });
      if (cover) covered.push(`${target.tagName.toLowerCase()} '${(target.textContent ?? '').trim().slice(0, 40)}' under .${cover.className}`);
    }
    return covered;
  });
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, Device]>) {
  test.describe(`on a ${name}`, () => {
    for (const [path, title] of Object.entries(PUBLIC_PAGES)) {
      const underBar = device === PHONE && WITH_BOTTOM_BAR.has(path);
      test(`${path} shows its heading, is accessible and fits the screen${underBar ? ', with nothing left under the bottom bar' : ''}`, async () => {
        const { context, page, errors } = await e2e.openPage(device);
        await fixClock(page);
        await page.goto(SITE_URL + path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20000 });
        await page.waitForLoadState('networkidle');

        expect(await seriousViolations(page)).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(30);
        await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBeTruthy();
        await expectFits(page, path);
        await screenshot(page, `pagina${path === '/' ? '-inicio' : path.replace(/\//g, '-')}-${name}`);
        if (underBar) {
          // Last: it scrolls the page. What it measures is drawn once the remote's code has taken over.
          await page.locator('.floating-actions__chat').waitFor({ timeout: 20000 });
          if (path !== '/') await page.locator('.remote-slot[data-listo]').first().waitFor({ timeout: 20000 });
          expect(await coveredOnScreen(page)).toEqual([]);
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  });
}
