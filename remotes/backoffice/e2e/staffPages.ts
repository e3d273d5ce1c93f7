// Shared steps of the back-office's end-to-end tests.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
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
  await page.waitForFunction(() => document.querySelectorAll('.salon-loading').length === 0, null, { timeout: 20000 }).catch(async (error: Error) => {
    const stuck = await page.evaluate(() =>
      [...document.querySelectorAll('.salon-loading')].map((el) => el.closest('section')?.querySelector('h2')?.textContent ?? el.parentElement?.className ?? '?'),
    );
    throw new Error(`Still loading on ${then}: ${JSON.stringify(stuck)} (${error.message})`);
  });
}

/**
 * The test's own admin connection to the local backend (firebase-admin, rules bypassed), to read what the
 * pages wrote and put back what a test changed. Close it in afterAll: `await adminDb().app.delete()`.
 */
export function adminDb(): Database {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= '127.0.0.1:9000';
  const app =
    getApps().find((a) => a.name === 'backoffice-e2e-admin') ??
    initializeApp({ projectId: 'demo-salon', databaseURL: 'http://127.0.0.1:9000?ns=demo-salon' }, 'backoffice-e2e-admin');
  return getDatabase(app);
}
