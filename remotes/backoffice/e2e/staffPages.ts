// Shared steps of the back-office's end-to-end tests.
import type { Page } from 'playwright-core';
import { SITE_URL, openAsStaff } from '../../../scripts/testing/browser';

/** Where the staff pages are opened: the composed site, or the back-office's own deployment (:8084). */
export const BACKOFFICE_URL = process.env.SALON_BACKOFFICE_URL ?? SITE_URL;

/**
 * Opens the staff page `then` signed in as an admin, once nothing on it is still loading. /migracion is open to
 * visitors, with its own link to sign in; the other staff pages send them to sign in.
 */
export async function signInAsAdmin(page: Page, then: string): Promise<void> {
  const signInLink = then === '/migracion' ? 'Ingresá como administrador' : undefined;
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
