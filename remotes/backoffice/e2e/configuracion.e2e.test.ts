// /configuracion in Chromium: the theme's live preview and checks, holidays, home sections and the
// calendar end date. Every change is put back.
import { expect, test } from '@playwright/test';
import { adminDb } from '../../../scripts/testing/adminDb';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { signInAsAdmin } from './staffPages';

const e2e = useE2eBrowser();

test('the theme preview follows what is typed, a bad colour is refused, and "restore defaults" fills the defaults', async () => {
  const { context, page, errors } = await e2e.openPage();
  const stored = (await adminDb().ref('appSettings/theme').get()).val() as unknown;
  await signInAsAdmin(page, '/configuracion');
  const primary = page.getByLabel('Color principal', { exact: true });
  await primary.fill('#123456');
  const preview = page.getByTestId('theme-preview');
  await expect(preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--primaryColor').trim())).resolves.toBe('#123456');
  // The rest of the site keeps its colours until the theme is saved.
  await expect(page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--primaryColor').trim())).resolves.not.toBe('#123456');

  await primary.fill('azulado');
  await page.getByRole('button', { name: 'Guardar colores' }).click();
  await page.getByText('«Color principal» no es un color válido.', { exact: false }).waitFor();
  expect((await adminDb().ref('appSettings/theme').get()).val()).toEqual(stored);

  await page.getByRole('button', { name: 'Restaurar valores predeterminados' }).click();
  // The site's own colours (THEME_DEFAULTS, @salon/domain): dark olive-yellow and very dark purple.
  await expect(primary).toHaveValue('#7a6a12');
  await expect(page.getByLabel('Texto principal', { exact: true })).toHaveValue('#24102e');
  expect(errors).toEqual([]);
  await context.close();
});

test('a recurring holiday is checked, added and removed', async () => {
  const { context, page } = await e2e.openPage();
  await signInAsAdmin(page, '/configuracion');
  const form = page.getByRole('form', { name: 'Agregar un feriado recurrente' });
  await form.getByLabel('Mes').selectOption({ label: 'febrero' });
  await form.getByLabel('Día').fill('30');
  await form.getByLabel('Nombre').fill('Feriado de prueba e2e');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await form.getByText('Ese día no existe.').waitFor();

  await form.getByLabel('Día').fill('14');
  await form.getByRole('button', { name: 'Agregar' }).click();
  const list = page.getByRole('list', { name: 'Feriados de todos los años' });
  await list.getByText('Feriado de prueba e2e').waitFor({ timeout: 20000 });
  // The list shows the page's own write at once; the notice comes when the server has it.
  await page.getByText('Se agregó el feriado de cada 14 de febrero.').waitFor({ timeout: 20000 });
  const stored = Object.values((await adminDb().ref('feriados_recurrentes').get()).val() as Record<string, { monthDay: string; name: string }>);
  expect(stored).toContainEqual({ monthDay: '2-14', name: 'Feriado de prueba e2e' });

  await page.getByRole('button', { name: 'Quitar el feriado del 14 de febrero' }).click();
  await list.getByText('Feriado de prueba e2e').waitFor({ state: 'detached', timeout: 20000 });
  await context.close();
});

test('the calendar end date accepts only 1900-01-01 to 2099-12-31', async () => {
  const { context, page } = await e2e.openPage();
  const stored = (await adminDb().ref('datosId/26').get()).val() as unknown;
  await signInAsAdmin(page, '/configuracion');
  const end = page.getByLabel('Fecha final del calendario', { exact: true });
  // Typed as dd/mm/aaaa whatever the browser's language; the calendar beside it, built when its button (right
  // after the field) is tapped, stops at the same limits.
  await expect(end).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await end.locator('xpath=following-sibling::button[1]').click();
  const calendar = end.locator('xpath=following-sibling::input[@type="date"]');
  await expect(calendar).toHaveAttribute('min', '1900-01-01');
  await expect(calendar).toHaveAttribute('max', '2099-12-31');
  await page.keyboard.press('Escape');
  await end.fill('01/01/2100');
  await page.getByRole('button', { name: 'Guardar calendario' }).click();
  await page.getByText('La fecha debe estar entre el 01/01/1900 y el 31/12/2099.').waitFor();
  expect((await adminDb().ref('datosId/26').get()).val()).toEqual(stored);
  await context.close();
});

test('moving a home section and hiding the chat are saved as componentOrder', async () => {
  const { context, page } = await e2e.openPage();
  const db = adminDb();
  const stored = (await db.ref('componentOrder').get()).val() as Array<{ name: string; isVisible: boolean }>;
  try {
    await signInAsAdmin(page, '/configuracion');
    const first = stored[0]?.name ?? 'Bienvenida';
    const title = first === 'Bienvenida' ? 'Bienvenida' : first;
    await page.getByRole('button', { name: `Bajar ${title}` }).click();
    await page.getByRole('checkbox', { name: /Asistente virtual \(chat\)/ }).setChecked(false);
    await page.getByRole('button', { name: 'Guardar secciones' }).click();
    await page.getByText('Se guardaron las secciones de la página de inicio.').waitFor({ timeout: 20000 });
    const saved = (await db.ref('componentOrder').get()).val() as Array<{ name: string; isVisible: boolean }>;
    expect(saved[1]?.name).toBe(first);
    expect(saved.find((item) => item.name === 'Chatbot')?.isVisible).toBe(false);
  } finally {
    await db.ref('componentOrder').set(stored);
    await context.close();
  }
});
