// One Firebase session for the whole page: the user signed in through the host is the user the
// remotes see, and a sign-out anywhere is seen everywhere.
import type { Browser } from 'playwright-core';
import { SITE_URL, STAFF, launchBrowser, newContext, signInAs } from '../../scripts/testing/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('the host and the back-office remote see the same signed-in user', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInAs(page, STAFF.admin.email, STAFF.admin.password);
  await page.waitForURL('**/admin');
  // The host's own staff bar (host code, session atom) …
  await expect(page.getByTestId('host-session-email').textContent()).resolves.toBe(STAFF.admin.email);
  // … and the back-office page (remote code, the same shared atom).
  await expect(page.getByTestId('backoffice-session-email').textContent({ timeout: 20000 })).resolves.toBe(
    `Sesión iniciada como ${STAFF.admin.email}`,
  );
  // One copy of the session library and of Firebase in the page.
  const copies = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, number> = {};
    for (const instance of Object.values(share)) {
      for (const scope of Object.values(instance)) {
        for (const [name, versions] of Object.entries(scope)) {
          for (const version of Object.values(versions)) if (version.loaded) loaded[name] = (loaded[name] ?? 0) + 1;
        }
      }
    }
    return loaded;
  });
  expect(copies['@salon/firebase']).toBe(1);
  expect(copies.react).toBe(1);

  // A reload keeps the session; signing out in the remote is seen by the host.
  await page.reload();
  await page.getByTestId('backoffice-session-email').waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await page.waitForURL('**/login');
  await expect(page.getByTestId('host-session-email').count()).resolves.toBe(0);
  await context.close();
});

it('wrong credentials get a Spanish message and no session', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInAs(page, STAFF.admin.email, 'clave-equivocada');
  await page.getByText('Correo o contraseña incorrectos.').waitFor({ timeout: 20000 });
  expect(page.url()).toBe(`${SITE_URL}/login`);
  await context.close();
});

it('the recibos role cannot open /admin', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInAs(page, STAFF.recibos.email, STAFF.recibos.password, '/loginReciboPage');
  await page.waitForURL('**/recibo');
  await page.goto(SITE_URL + '/admin');
  await page.getByText('no tiene permiso para ver esta página').waitFor({ timeout: 20000 });
  await context.close();
});
