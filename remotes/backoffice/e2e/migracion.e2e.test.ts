// /migracion in Chromium: the export downloads the whole data set; an import is checked completely, shows
// what would change, and writes only after confirmation. The changed title is put back.
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { adminDb } from '../../../scripts/testing/adminDb';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { MIGRACION_SIGN_IN_LINK, signInAsAdmin } from './staffPages';

const e2e = useE2eBrowser();

const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

test('"Exportar datos" downloads the whole data set as JSON', async () => {
  const { context, page } = await e2e.openPage();
  await signInAsAdmin(page, '/migracion', MIGRACION_SIGN_IN_LINK);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar datos' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^salon-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, Record<string, unknown>>;
  const prices = (await adminDb().ref('datosId/8').get()).val() as unknown;
  expect(exported.datosId?.['8']).toEqual(prices);
  expect(Object.keys(exported)).toEqual(expect.arrayContaining(['config', 'componentOrder', 'appSettings', 'feriados_recurrentes']));
  await context.close();
});

test('the export imports back as valid, with nothing to change', async () => {
  const { context, page } = await e2e.openPage();
  await signInAsAdmin(page, '/migracion', MIGRACION_SIGN_IN_LINK);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar datos' }).click()]);
  await page.getByLabel('Archivo JSON para importar').setInputFiles(await download.path());
  await page
    .getByTestId('import-summary')
    .getByText(/es válido\. Cambios que se aplicarían: 0 datos nuevos, 0 modificados y 0 eliminados\./)
    .waitFor({ timeout: 20000 });
  await context.close();
});

test('a file with bad keys or types is refused with the path of each problem, and nothing is written', async () => {
  const { context, page } = await e2e.openPage();
  const title = (await adminDb().ref('config/browserTitle').get()).val() as string;
  await signInAsAdmin(page, '/migracion', MIGRACION_SIGN_IN_LINK);
  const input = page.getByLabel('Archivo JSON para importar');

  await input.setInputFiles(file('roto.json', 'esto no es json'));
  await page.getByText('El archivo no es un JSON válido.', { exact: false }).waitFor({ timeout: 20000 });

  await input.setInputFiles(
    file(
      'malo.json',
      JSON.stringify({
        config: { browserTitle: 'Título que no se guarda' },
        reservas: { 'a.b': { tipo: 'evento' } },
        datosId: { 8: { b_precio_3hs_7: 'mucho' } },
      }),
    ),
  );
  const errors = page.getByTestId('import-errors');
  await errors.getByText('«malo.json» no se puede importar: tiene 2 problemas. No se guardó nada.').waitFor({ timeout: 20000 });
  await errors.getByText('reservas/a.b: la clave "a.b" no es válida', { exact: false }).waitFor();
  await expect(page.getByRole('button', { name: 'Importar datos' })).toHaveCount(0);
  expect((await adminDb().ref('config/browserTitle').get()).val()).toBe(title);
  await context.close();
});

test('a valid file shows what would change and is written after confirming', async () => {
  const { context, page } = await e2e.openPage();
  const db = adminDb();
  const title = (await db.ref('config/browserTitle').get()).val() as string;
  try {
    await signInAsAdmin(page, '/migracion', MIGRACION_SIGN_IN_LINK);
    await page.getByLabel('Archivo JSON para importar').setInputFiles(file('nuevo.json', JSON.stringify({ config: { browserTitle: 'Salón importado' } })));
    const summary = page.getByTestId('import-summary');
    await summary.getByText('«nuevo.json» es válido. Cambios que se aplicarían: 0 datos nuevos, 1 modificado y 0 eliminados.').waitFor({ timeout: 20000 });
    expect((await db.ref('config/browserTitle').get()).val()).toBe(title); // nothing yet
    page.once('dialog', (dialog) => void dialog.accept());
    await summary.getByRole('button', { name: 'Importar datos' }).click();
    await page.getByText('Se importó «nuevo.json».', { exact: false }).waitFor({ timeout: 20000 });
    expect((await db.ref('config/browserTitle').get()).val()).toBe('Salón importado');
  } finally {
    await db.ref('config/browserTitle').set(title);
    await context.close();
  }
});
