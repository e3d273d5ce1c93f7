// The setup every end-to-end test file shares: the worker's Chromium (Playwright's `browser` fixture, started
// once per worker as playwright.config.ts says) and, after the file's tests, every page they left open and the
// tests' admin connection closed. A launch per file cost 1.5 s of CPU each time (docs/testing.md).
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeAdminDb } from './adminDb';
import { DESKTOP, PHONE, newContext, watchPageErrors } from './browser';

export type Device = typeof PHONE | typeof DESKTOP;

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page so far (see watchPageErrors). */
  errors: string[];
}

export interface E2eBrowser {
  /** The worker's Chromium, for contexts a test sets up itself (closed after the file's tests). */
  browser(): Browser;
  /** A new context (es-AR, the hall's time zone) with one blank page whose errors are collected. */
  openPage(device?: Device): Promise<OpenedPage>;
}

/**
 * Call once at the top of a test file. `cleanUp` runs after the file's tests, before the browser and the
 * admin connection close, so it may still use adminDb() to put back what the tests changed.
 */
export function useE2eBrowser(options: { cleanUp?: () => Promise<void> } = {}): E2eBrowser {
  let browser: Browser | undefined;
  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });
  test.afterAll(async () => {
    try {
      await options.cleanUp?.();
    } finally {
      // The next file in this worker starts with no page of this one still live (listening, drawing).
      await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
      await closeAdminDb();
    }
  });
  const current = (): Browser => {
    if (!browser) throw new Error('The browser is at hand from beforeAll on: use it inside tests and hooks.');
    return browser;
  };
  return {
    browser: current,
    async openPage(device = DESKTOP) {
      const context = await newContext(current(), device);
      const page = await context.newPage();
      return { context, page, errors: watchPageErrors(page) };
    },
  };
}

/** axe-core as a page runs it (axe.min.js: about 560 KB, sent to each page that is checked). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical violations (id: offending nodes) in the whole page, or only inside `within` (a CSS
 * selector). axe runs once, inside the page (its "legacy" way: the default one finishes every run in a blank page
 * of its own with axe loaded there again, 1.6–2.0 s a check against 0.75–0.9 s, same findings). Each frame gets
 * axe's source once, however often the page is checked: @axe-core/playwright sent it twice a check, and its
 * parsing and running were about 40 % of a check (docs/testing.md, "What a test costs").
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations } = await axe.run(selector ? { include: [selector], exclude: [] } : document, {});
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  }, within);
  return violations.map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
}

/**
 * Holds the host's code (main.js) back until the returned function is called: the page shows what its
 * prerendered HTML alone shows (scripts/prerender.ts).
 */
export async function holdHostCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
