// /admin, "Calendario para tu teléfono", in Chromium: the subscription address (https and webcal) answers with the
// feed, the copy button copies it, and "Generar una dirección nueva" (confirmed) shuts the old address at once.
import { expect, test } from '@playwright/test';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { BACKOFFICE_URL, signInAsAdmin } from './staffPages';

const e2e = useE2eBrowser();

/** The feed as a calendar app fetches it (the emulator listens on 127.0.0.1). */
const fetchFeed = (address: string) => fetch(address.replace('//localhost:', '//127.0.0.1:'));

test('an admin copies the address, the feed answers there, and a new address shuts the old one', async () => {
  const { context, page, errors } = await e2e.openPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BACKOFFICE_URL });
  await signInAsAdmin(page, '/admin');
  const section = page.getByRole('region', { name: 'Calendario para tu teléfono' });
  await section.scrollIntoViewIfNeeded();
  // A database seeded before the feed existed has no address yet: make the first one.
  const first = section.getByRole('button', { name: 'Generar la dirección' });
  if (await first.isVisible()) await first.click();

  const field = section.getByLabel('Dirección de suscripción');
  await field.waitFor({ timeout: 20000 });
  const address = await field.inputValue();
  // Under test the address names the worker's database namespace (docs/testing.md, "Parallel workers").
  expect(address).toMatch(/^http:\/\/localhost:5001\/demo-salon\/us-central1\/calendarFeed\?ns=demo-salon-e2e-\d&token=[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole('link', { name: 'Abrir en el calendario del teléfono' })).toHaveAttribute('href', address.replace('http://', 'webcal://'));
  await section.getByText('Google Calendar', { exact: true }).waitFor();
  await section.getByText('iPhone o iPad', { exact: true }).waitFor();

  const feed = await fetchFeed(address);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

  await section.getByRole('button', { name: 'Copiar la dirección' }).click();
  await section.getByText('Dirección copiada.').waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(address);

  // Nothing changes until it is confirmed.
  await section.getByRole('button', { name: 'Generar una dirección nueva' }).click();
  const confirm = section.getByRole('group', { name: 'Generar una dirección nueva' });
  await confirm.getByText('La dirección actual deja de funcionar en el acto').waitFor();
  await expect(seriousViolations(page, '#calendario-telefono')).resolves.toEqual([]);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(field).toHaveValue(address);

  await section.getByRole('button', { name: 'Generar una dirección nueva' }).click();
  await confirm.getByRole('button', { name: 'Sí, generar una dirección nueva' }).click();
  await page.waitForFunction(
    ([selector, old]) => document.querySelector<HTMLInputElement>(selector)?.value !== old,
    ['#calendario-telefono input', address] as const,
    { timeout: 20000 },
  );
  const renewed = await field.inputValue();
  expect(renewed).not.toBe(address);
  expect((await fetchFeed(address)).status).toBe(404);
  expect((await fetchFeed(renewed)).status).toBe(200);
  expect(errors).toEqual([]);
  await context.close();
});
