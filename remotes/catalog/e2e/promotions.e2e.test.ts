// A promotion staff keep as data lowers the price the calculator quotes (docs/storage-contract.md, promociones): the seed's
// "Martes y miércoles 15 % off" (15 % off the 3-hour rental on Tuesdays and Wednesdays) on a Tuesday, on the
// tests' fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts). November's seeded prices: 3 hours
// $ 281.500, waitress $ 39.500.
import { expect, test } from '@playwright/test';
import { DESKTOP, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { setDemoPromotions } from '../../../scripts/testing/promotions';

const e2e = useE2eBrowser();

test.describe('calculator with a promotion', () => {
  let restoreCalendar: () => Promise<void>;
  let restorePromotions: () => Promise<void>;
  test.beforeEach(async () => {
    // Tuesday 17 and Thursday 19 November free; the seed's promotions as the seed writes them.
    restoreCalendar = await setCalendar({ '2026-11-17': 'Libre', '2026-11-19': 'Libre' });
    restorePromotions = await setDemoPromotions();
  });
  test.afterEach(async () => {
    await restoreCalendar();
    await restorePromotions();
  });

  test('a Tuesday: the 3-hour rental 15 % off, the promotion named in the summary, the total and the WhatsApp message', async () => {
    const { context, page, errors } = await e2e.openPage(DESKTOP);
    await fixClock(page);
    await page.goto(`${SITE_URL}/calculadora`);
    await page.getByRole('heading', { level: 1, name: 'Calculadora' }).waitFor({ timeout: 20000 });

    await page.getByLabel('Fecha del evento').fill('2026-11-17');
    await page.getByRole('status').filter({ hasText: '¡Buena noticia! El martes 17 de noviembre de 2026 está libre.' }).waitFor({ timeout: 20000 });
    await page.getByLabel(/^Camarera/).fill('1');
    const total = page.getByTestId('calc-total');
    // 281.500 + 39.500 − 42.225 (15 % of 281.500)
    await page.waitForFunction(() => document.querySelector('[data-testid="calc-total"]')?.textContent === '$ 278.775', null, { timeout: 20000 });
    await expect(page.getByTestId('calc-promocion')).toHaveText('Incluye promoción «Martes y miércoles 15 % off» (−$ 42.225)');
    const summaryLines = await page
      .locator('.calc-lineas li')
      .evaluateAll((items) => items.map((item) => [...item.children].map((part) => part.textContent).join(': ')));
    expect(summaryLines).toEqual(['Alquiler del salón x 3 hs: $ 281.500', 'Camarera: $ 39.500', 'Promoción «Martes y miércoles 15 % off»: −$ 42.225']);
    await screenshot(page, 'catalog-calculadora-promocion-desktop');

    // A Thursday: no promotion, the full price.
    await page.getByLabel('Fecha del evento').fill('2026-11-19');
    await page.getByRole('status').filter({ hasText: '¡Buena noticia! El jueves 19 de noviembre de 2026 está libre.' }).waitFor({ timeout: 20000 });
    await expect(total).toHaveText('$ 321.000');
    await expect(page.getByTestId('calc-promocion')).toHaveCount(0);

    await page.getByLabel('Fecha del evento').fill('2026-11-17');
    await page.getByRole('status').filter({ hasText: '¡Buena noticia! El martes 17 de noviembre de 2026 está libre.' }).waitFor({ timeout: 20000 });
    await expect(total).toHaveText('$ 278.775');
    await page.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>WhatsApp</h1>' }));
    // /cotizacion-exitosa sends the visitor on to WhatsApp as soon as it is drawn: what reaches WhatsApp is
    // checked, not the address in between (under load it was gone before the test could read it).
    const whatsapp = page.waitForRequest((request) => request.url().startsWith('https://wa.me/'));
    await page.getByRole('link', { name: 'Enviar cotización por WhatsApp' }).click();
    const sent = new URL((await whatsapp).url());
    expect(sent.pathname).toBe('/5491155550123');
    expect(sent.searchParams.get('text')).toBe(
      [
        '¡Hola, Salón! Quiero consultar por este presupuesto:',
        'Fecha: martes 17 de noviembre de 2026',
        '- Alquiler del salón x 3 hs: $ 281.500',
        '- Camarera: $ 39.500',
        '- Promoción «Martes y miércoles 15 % off»: −$ 42.225',
        'Total: $ 278.775 (incluye promoción «Martes y miércoles 15 % off» (−$ 42.225))',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
