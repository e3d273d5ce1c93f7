// On a phone the WhatsApp and chat actions are a bar along the bottom edge (docs/performance.md, "Phones:
// nothing under the floating buttons"). Nothing a visitor reads or taps may stay under it, nor under anything
// else pinned to the screen (the calculator's total): every price, total, button, link and field of every public
// page is brought into view the way the browser does when it is focused with Tab (scrolled to the bottom edge),
// and must then be clear of whatever is pinned there. The last ones of the page are tested by the same scroll.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { PHONE, SITE_URL } from '../../scripts/testing/browser';
import { fixClock } from '../../scripts/testing/clock';
import { useE2eBrowser } from '../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

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

test.describe('on a 360 px phone nothing is left under the bottom bar', () => {
  for (const path of ['/', '/precios', '/preciosfinde', '/preciospromo', '/fotos', '/Plano', '/calculadora', '/calendario']) {
    test(`${path}`, async () => {
      const { context, page, errors } = await e2e.openPage(PHONE);
      await fixClock(page);
      await page.goto(SITE_URL + path);
      await page.locator('.floating-actions__chat').waitFor({ timeout: 20000 });
      await page.waitForLoadState('networkidle');
      if (path !== '/') await page.locator('.remote-slot[data-listo]').first().waitFor({ timeout: 20000 });
      expect(await coveredOnScreen(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
