// One Firebase session for the whole page: the user signed in through the host is the user the
// remotes see, and a sign-out anywhere is seen everywhere.
import { expect, test } from '@playwright/test';
import { SITE_URL, STAFF, signInAs } from '../../scripts/testing/browser';
import { useE2eBrowser } from '../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

test('the host and the back-office remote see the same signed-in user', async () => {
  const { context, page } = await e2e.openPage();
  await signInAs(page, STAFF.admin.email, STAFF.admin.password);
  await page.waitForURL('**/admin');
  // The back-office page (remote code, session atom) …
  await expect(page.getByTestId('backoffice-session-email').textContent({ timeout: 20000 })).resolves.toBe(`Sesión iniciada como ${STAFF.admin.email}`);
  // … has the only session bar on staff pages; the host's own bar (host code, the same shared atom) shows
  // on public pages, reached without a reload.
  await expect(page.getByTestId('host-session-email')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Precios' }).click();
  await page.waitForURL('**/precios');
  await expect(page.getByTestId('host-session-email')).toHaveText(STAFF.admin.email);
  await page.getByRole('link', { name: 'Panel' }).click();
  await page.waitForURL('**/admin');
  // One copy of each singleton in the page: every loaded entry was provided by the host and is used by
  // both the host and the back-office.
  const providers = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; useIn?: string[] };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__
      .__SHARE__;
    const seen: Record<string, { from: string[]; useIn: string[] }> = {};
    for (const scopes of Object.values(share))
      for (const libraries of Object.values(scopes))
        for (const [name, versions] of Object.entries(libraries))
          for (const entry of Object.values(versions)) {
            if (!entry.loaded) continue;
            const item = (seen[name] ??= { from: [], useIn: [] });
            if (!item.from.includes(entry.from)) item.from.push(entry.from);
            for (const app of entry.useIn ?? []) if (!item.useIn.includes(app)) item.useIn.push(app);
          }
    return seen;
  });
  for (const name of ['@salon/firebase', 'react', 'react-dom', 'jotai', '@salon/router', '@salon/ui']) {
    expect({ name, from: providers[name]?.from }).toEqual({ name, from: ['host'] });
  }
  for (const name of ['@salon/firebase', 'react', '@salon/router']) {
    expect({ name, useIn: providers[name]?.useIn }).toEqual({ name, useIn: expect.arrayContaining(['backoffice', 'host']) });
  }

  // A reload keeps the session; signing out in the remote is seen by the host.
  await page.reload();
  await page.getByTestId('backoffice-session-email').waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await page.waitForURL('**/login');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Precios' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(page.getByTestId('host-session-email')).toHaveCount(0);
  await context.close();
});

test('wrong credentials get a Spanish message and no session', async () => {
  const { context, page } = await e2e.openPage();
  await signInAs(page, STAFF.admin.email, 'clave-equivocada');
  await page.getByText('Correo o contraseña incorrectos.').waitFor({ timeout: 20000 });
  expect(page.url()).toBe(`${SITE_URL}/login`);
  await context.close();
});

test('the recibos role cannot open /admin', async () => {
  const { context, page } = await e2e.openPage();
  await signInAs(page, STAFF.recibos.email, STAFF.recibos.password, '/loginReciboPage');
  await page.waitForURL('**/recibo');
  await page.goto(SITE_URL + '/admin');
  await page.getByText('no tiene permiso para ver esta página').waitFor({ timeout: 20000 });
  await context.close();
});
