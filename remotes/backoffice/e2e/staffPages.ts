// Shared steps of the back-office's end-to-end tests.
import type { Page } from 'playwright-core';
import { SITE_URL, openAsStaff } from '../../../scripts/testing/browser';

/** Where the staff pages are opened: the composed site, or the back-office's own deployment (:8084). */
export const BACKOFFICE_URL = process.env.SALON_BACKOFFICE_URL ?? SITE_URL;

/** /migracion is open to visitors: instead of sending them to sign in, it offers this link to do so. */
export const MIGRACION_SIGN_IN_LINK = 'Ingresá como administrador';

/**
 * Opens the staff page `then` signed in as an admin (through `signInLink` on a page open to visitors), once
 * nothing on it is still loading.
 */
export async function signInAsAdmin(page: Page, then: string, signInLink?: string): Promise<void> {
  await openAsStaff(page, then, { site: BACKOFFICE_URL, signInLink });
  await page
    .waitForFunction(() => document.querySelectorAll('.salon-loading').length === 0, null, { timeout: 20000 })
    .catch(async (error: Error) => {
      const stuck = await page.evaluate(() =>
        [...document.querySelectorAll('.salon-loading')].map(
          (el) => el.closest('section')?.querySelector('h2')?.textContent ?? el.parentElement?.className ?? '?',
        ),
      );
      throw new Error(`Still loading on ${then}: ${JSON.stringify(stuck)} (${error.message})`);
    });
}
