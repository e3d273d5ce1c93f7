// Shared steps of the back-office's end-to-end tests.
import type { Page } from 'playwright-core';
import { SITE_URL, STAFF } from '../../../scripts/testing/browser';

/** Where the staff pages are opened: the composed site, or the back-office's own deployment (:8084). */
export const BACKOFFICE_URL = process.env.SALON_BACKOFFICE_URL ?? SITE_URL;

export async function signInAsAdmin(page: Page, then: string): Promise<void> {
  await page.goto(BACKOFFICE_URL + '/login');
  await page.getByLabel('Correo electrónico').fill(STAFF.admin.email);
  await page.getByLabel('Contraseña').fill(STAFF.admin.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/admin');
  await page.goto(BACKOFFICE_URL + then);
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
