// The chat remote runs alone, without the host: its own build serves its own small shell.
import { expect, test } from '@playwright/test';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

test('serves /chat on its own port (8083) with the shared session and data', async () => {
  const { context, page, errors } = await e2e.openPage();
  await page.goto('http://localhost:8083/chat');
  await page.getByRole('heading', { name: 'Salón AI' }).first().waitFor({ timeout: 20000 });
  await expect(page.getByText('¡Hola! 👋 ¿Cómo puedo ayudarte? Puedo darte precios y disponibilidad de fechas.')).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});
