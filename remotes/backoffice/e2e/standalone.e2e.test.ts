// The backoffice remote runs alone, without the host: its own build serves its own small shell.
import { expect, test } from '@playwright/test';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

test('serves /login on its own port (8084) with the shared session and data', async () => {
  const { context, page, errors } = await e2e.openPage();
  await page.goto('http://localhost:8084/login');
  await page.getByRole('heading', { name: 'Ingreso del personal' }).first().waitFor({ timeout: 20000 });
  await page.getByLabel('Correo electrónico').fill('admin@salon.test');
  await page.getByLabel('Contraseña').fill('salon-admin-123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByTestId('backoffice-session-email').waitFor({ timeout: 20000 });
  expect(errors).toEqual([]);
  await context.close();
});
