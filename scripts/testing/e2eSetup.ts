// The setup every end-to-end test file shares: one Chromium launched before the file's tests and, after
// them, the browser and the tests' admin connection closed (the admin SDK's timers would keep jest alive).
import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeAdminDb } from './adminDb';
import { DESKTOP, PHONE, launchBrowser, newContext, watchPageErrors } from './browser';

export type Device = typeof PHONE | typeof DESKTOP;

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page so far (see watchPageErrors). */
  errors: string[];
}

export interface E2eBrowser {
  /** The file's Chromium (launched in beforeAll), for contexts a test sets up itself. */
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
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    try {
      await options.cleanUp?.();
    } finally {
      await browser?.close();
      await closeAdminDb();
    }
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('The browser starts in beforeAll: use it inside tests and hooks.');
    return browser;
  };
  return {
    browser: launched,
    async openPage(device = DESKTOP) {
      const context = await newContext(launched(), device);
      const page = await context.newPage();
      return { context, page, errors: watchPageErrors(page) };
    },
  };
}

/** axe's serious and critical violations (id: offending nodes) in the whole page, or only inside `within` (a CSS selector). */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
