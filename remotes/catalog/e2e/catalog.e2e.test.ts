// The catalog in the composed site, as a visitor meets it: the calculator computes from the prices in the
// database and hands the quote to WhatsApp; staff price changes show live; photos and plan. Each catalog page
// as a whole (axe, its description and preview title, nothing wider than a phone) is checked with the other
// public pages in host/e2e/accessibility.e2e.test.ts.
// Every page lives on the tests' fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts): the month
// shown is November 2026 (season 2026/27) and the amounts are the seed's prices for it.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, launchBrowser, newContext, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser, type Device, type OpenedPage } from '../../../scripts/testing/e2eSetup';
import { setDemoPromotions } from '../../../scripts/testing/promotions';

const e2e = useE2eBrowser();

async function open(path: string, device: Device = DESKTOP): Promise<OpenedPage> {
  const opened = await e2e.openPage(device);
  await fixClock(opened.page);
  await opened.page.goto(SITE_URL + path);
  return opened;
}

/** axe on the catalog's own part of the page (the host's header and footer are the host's to check). */
const catalogViolations = (page: Page) => seriousViolations(page, '.salon-page');

test.describe('calculator', () => {
  // Thursday 19 November 2026: a weekday, no holiday, free; Friday 20 (weekend rate) and Monday 23 (a holiday
  // in the seed) free too. November's prices: 3 hours $ 281.500, 4 hours $ 360.000, extra weekday hour $ 50.500,
  // extra weekend hour $ 67.500, waitress $ 39.500, bouncy castle $ 28.000.
  let restoreCalendar: () => Promise<void>;
  test.beforeEach(async () => {
    restoreCalendar = await setCalendar({ '2026-11-19': 'Libre', '2026-11-20': 'Libre', '2026-11-23': 'Libre' });
  });
  test.afterEach(() => restoreCalendar());

  test('computes the total from the prices in the database and sends the quote to WhatsApp', async () => {
    const { context, page, errors } = await open('/calculadora', PHONE);
    await page.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>WhatsApp</h1>' }));
    await page.getByRole('heading', { level: 1, name: 'Calculadora' }).waitFor({ timeout: 20000 });

    await page.getByLabel('Fecha del evento').fill('2026-11-19');
    await page.getByRole('status').filter({ hasText: '¡Buena noticia! El jueves 19 de noviembre de 2026 está libre.' }).waitFor({ timeout: 20000 });
    // Shown as people here write it; the calendar beside it starts at the visitor's today, not at the day the
    // page was built.
    await expect(page.getByLabel('Fecha del evento')).toHaveValue('19/11/2026');
    // The browser's calendar is built when its button is tapped (docs/performance.md, "The date picker when asked for").
    await expect(page.locator('#calc-fecha ~ input[type="date"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir el calendario' }).click();
    await expect(page.locator('#calc-fecha ~ input[type="date"]')).toHaveAttribute('min', '2026-11-10');
    await expect(page.locator('#calc-fecha ~ input[type="date"]')).toHaveValue('2026-11-19');
    await page.keyboard.press('Escape');
    // A weekday: only the 3-hour rental exists, switched on by itself.
    const threeHours = page.getByRole('switch', { name: /Alquiler del salón x 3 hs/ });
    const fourHours = page.getByRole('switch', { name: /Alquiler del salón x 4 hs/ });
    await expect(threeHours).toBeChecked();
    await expect(fourHours).toHaveCount(0);
    await page.getByText('tarifa de semana (3 hs)').waitFor();

    await page.getByRole('button', { name: 'Agregar uno: Horas extra (día de semana)' }).click();
    await page.getByRole('button', { name: 'Agregar uno: Horas extra (día de semana)' }).click();
    await page.getByLabel(/^Camarera/).fill('3');
    await page.getByRole('button', { name: 'Agregar uno: Inflable' }).click();
    const total = page.getByTestId('calc-total');
    // 281.500 + 2 × 50.500 + 3 × 39.500 + 28.000
    await expect(total).toHaveText('$ 529.000');

    // A Friday takes the weekend rate (config/diasFinDeSemana): only the 4-hour rental, at its price, and the
    // extra hours at the weekend's. 360.000 + 2 × 67.500 + 3 × 39.500 + 28.000
    await page.getByLabel('Fecha del evento').fill('2026-11-20');
    await page.getByRole('status').filter({ hasText: '¡Buena noticia! El viernes 20 de noviembre de 2026 está libre.' }).waitFor({ timeout: 20000 });
    await expect(fourHours).toBeChecked();
    await expect(threeHours).toHaveCount(0);
    await expect(fourHours.locator('xpath=..').locator('.calc-switch__precio')).toHaveText('$ 360.000');
    await expect(total).toHaveText('$ 641.500');
    await screenshot(page, 'catalog-calculadora-viernes-phone');

    // A holiday on a Monday: named, and the 4 hours of a holiday.
    await page.getByLabel('Fecha del evento').fill('2026-11-23');
    await page
      .getByRole('status')
      .filter({ hasText: '¡Buena noticia! El lunes 23 de noviembre de 2026 (feriado: Día de la Soberanía Nacional (trasladado)) está libre.' })
      .waitFor({ timeout: 20000 });
    await expect(fourHours).toBeChecked();
    await expect(page.locator('.calc-resumen__cuando')).toHaveText('Lunes 23 de noviembre de 2026 — feriado: Día de la Soberanía Nacional (trasladado)');
    await expect(total).toHaveText('$ 641.500');

    await page.getByLabel('Fecha del evento').fill('2026-11-19');
    await page.getByRole('status').filter({ hasText: '¡Buena noticia! El jueves 19 de noviembre de 2026 está libre.' }).waitFor({ timeout: 20000 });
    await expect(threeHours).toBeChecked();
    await expect(total).toHaveText('$ 529.000');

    // Wrong quantities: a Spanish message next to the field, not counted, and the quote waits until fixed.
    const send = page.getByRole('button', { name: 'Enviar cotización por WhatsApp' });
    for (const [text, message] of [
      ['abc', 'Escribí la cantidad con números (por ejemplo 2).'],
      ['-2', 'La cantidad no puede ser negativa. Escribí 0 o más.'],
      ['1,5', 'Escribí un número entero, sin decimales (por ejemplo 2).'],
    ]) {
      await page.getByLabel(/^Camarera/).fill(text!);
      await page.getByRole('alert').filter({ hasText: message! }).waitFor();
      // 529.000 − 3 × 39.500
      await expect(total).toHaveText('$ 410.500');
      await expect(send.isDisabled()).resolves.toBe(true);
      await page.getByText('Corregí las cantidades marcadas para enviarnos la cotización.').waitFor();
    }
    await screenshot(page, 'catalog-calculadora-cantidad-phone');
    await page.getByLabel(/^Camarera/).fill('3');
    await expect(total).toHaveText('$ 529.000');

    // Yesterday is refused with a message, and the quote cannot be sent until it is fixed.
    await page.getByLabel('Fecha del evento').fill('2026-11-09');
    await page.getByText('Esa fecha ya pasó. Elegí una fecha a partir de hoy.').waitFor();
    await expect(page.getByRole('button', { name: 'Enviar cotización por WhatsApp' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Fecha del evento').fill('2026-11-19');
    await expect(total).toHaveText('$ 529.000');
    expect(await catalogViolations(page)).toEqual([]);
    await screenshot(page, 'catalog-calculadora-presupuesto-phone');

    // A conversion tracker (the page's own, the site moves on client-side) that records the event and lets
    // the test decide when to go on.
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { __events: unknown[] }).__events = events;
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args);
    });
    // The summary says the same lines as the message below.
    const summaryLines = await page
      .locator('.calc-lineas li')
      .evaluateAll((items) => items.map((item) => [...item.children].map((part) => part.textContent).join(': ')));
    expect(summaryLines).toEqual([
      'Alquiler del salón x 3 hs: $ 281.500',
      'Hora extra de semana x 2: $ 101.000',
      'Camarera x 3: $ 118.500',
      'Inflable: $ 28.000',
    ]);
    await page.getByRole('link', { name: 'Enviar cotización por WhatsApp' }).click();
    await page.waitForURL(/\/cotizacion-exitosa\?message=/);
    const message = new URL(page.url()).searchParams.get('message') ?? '';
    expect(message).toBe(
      [
        '¡Hola, Salón! Quiero consultar por este presupuesto:',
        'Fecha: jueves 19 de noviembre de 2026',
        '- Alquiler del salón x 3 hs: $ 281.500',
        '- Hora extra de semana x 2: $ 101.000',
        '- Camarera x 3: $ 118.500',
        '- Inflable: $ 28.000',
        'Total: $ 529.000',
      ].join('\n'),
    );
    await page.getByRole('heading', { name: 'Redirigiendo a Whatsapp' }).waitFor();
    await page.getByText('Si no te redirige automáticamente en unos segundos, por favor hacé click en el siguiente enlace:').waitFor();
    const link = page.getByRole('link', { name: 'Ir a WhatsApp' });
    await expect(link).toHaveAttribute('href', `https://wa.me/5491155550123?text=${encodeURIComponent(message)}`);

    // The conversion event (value 1, ARS) fires first; its callback takes the visitor to WhatsApp.
    const event = await page.evaluate(() => {
      const [args] = (window as unknown as { __events: unknown[][] }).__events;
      return { name: args?.[1], value: (args?.[2] as { value: number }).value, currency: (args?.[2] as { currency: string }).currency };
    });
    expect(event).toEqual({ name: 'conversion', value: 1, currency: 'ARS' });
    await page.evaluate(() => {
      const [args] = (window as unknown as { __events: unknown[][] }).__events;
      (args?.[2] as { event_callback: () => void }).event_callback();
    });
    await page.waitForURL('https://wa.me/**');
    expect(new URL(page.url()).searchParams.get('text')).toBe(message);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a phone whose browser speaks English the date still reads and types as dd/mm/aaaa', async () => {
    // A native date field would show mm/dd/yyyy here (the browser's own language decides it, not the page's).
    const english = await launchBrowser({ language: 'en_US' });
    try {
      const context = await newContext(english, PHONE);
      await fixClock(context);
      const page = await context.newPage();
      await page.goto(SITE_URL + '/calculadora');
      const field = page.getByLabel('Fecha del evento');
      await expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
      await page.locator('.remote-slot[data-listo]').waitFor({ timeout: 20000 });
      // Typed on a numeric keypad: the slashes come by themselves.
      await field.pressSequentially('19112026');
      await expect(field).toHaveValue('19/11/2026');
      await page.getByText('Jueves 19 de noviembre de 2026: tarifa de semana (3 hs).').waitFor({ timeout: 20000 });
      // A day that does not exist is named, once the field is left.
      await field.fill('');
      await field.pressSequentially('30022027');
      await field.blur();
      await page.getByText('La fecha 30/02/2027 no existe.').waitFor();
      await expect(page.getByRole('button', { name: 'Enviar cotización por WhatsApp' }).isDisabled()).resolves.toBe(true);
      await context.close();
    } finally {
      await english.close();
    }
  });
});

test.describe('calculator and availability', () => {
  test('says a booked date is taken before the visitor asks, and offers free dates to pick', async () => {
    // Thursday 26 November booked by staff, the two days on each side free; the seed's promotions
    // ("Martes y miércoles 15 % off": Tuesday's and Wednesday's 3 hours $ 281.500 − $ 42.225).
    const restore = await setCalendar({
      '2026-11-24': 'Libre',
      '2026-11-25': 'Libre',
      '2026-11-26': 'Ocupado',
      '2026-11-27': 'Libre',
      '2026-11-28': 'Libre',
    });
    const restorePromotions = await setDemoPromotions();
    try {
      const { context, page, errors } = await open('/calculadora', PHONE);
      await page.getByLabel('Fecha del evento').fill('2026-11-26');
      const warning = page.getByRole('alert').filter({ hasText: 'El jueves 26 de noviembre de 2026 ya está reservado. Estas fechas cercanas están libres:' });
      await warning.waitFor({ timeout: 20000 });
      // The nearest free dates, the closest first (the year is the one the visitor is looking at).
      // The quote waits: a booked date is never sent.
      await page.getByText('Esa fecha ya está reservada: elegí otra fecha para enviarnos la cotización.').waitFor();
      await expect(page.getByRole('button', { name: 'Enviar cotización por WhatsApp' }).isDisabled()).resolves.toBe(true);
      const alternatives = warning.getByRole('button');
      await expect(alternatives.allTextContents()).resolves.toEqual([
        'miércoles 25 de noviembre · $ 239.275',
        'viernes 27 de noviembre · $ 360.000',
        'martes 24 de noviembre · $ 239.275',
      ]);
      await alternatives.first().click();
      await page.getByRole('status').filter({ hasText: '¡Buena noticia! El miércoles 25 de noviembre de 2026 está libre.' }).waitFor();
      // The field and the summary now show the date picked.
      await expect(page.getByLabel('Fecha del evento')).toHaveValue('25/11/2026');
      await expect(page.locator('.calc-resumen__cuando')).toHaveText('Miércoles 25 de noviembre de 2026');
      await page.getByRole('link', { name: 'Enviar cotización por WhatsApp' }).waitFor();
      await screenshot(page, 'catalog-calculadora-ocupado-phone');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await restore();
      await restorePromotions();
    }
  });
});

test.describe('prices', () => {
  test('shows a staff price change on /precios without a reload, and "Consultar" for a missing price', async () => {
    // November is page 11 of the season's price grid.
    const db = adminDb();
    const rentalKey = 'datosId/8/a_precio_4hs_11';
    const grillKey = 'datosId/8/r_parrillero_11';
    const rental = (await db.ref(rentalKey).get()).val();
    const grill = (await db.ref(grillKey).get()).val();
    const { context, page, errors } = await open('/precios', PHONE);
    const logs: string[] = [];
    page.on('console', (entry) => logs.push(entry.text()));
    try {
      await page.getByRole('heading', { level: 1, name: 'Precios · Noviembre 2026', exact: true }).waitFor({ timeout: 20000 });
      const cell = page.locator('[data-field="a_precio_4hs_"]');
      await cell.filter({ hasText: /^\$ 360\.000$/ }).waitFor({ timeout: 20000 });
      await db.ref(rentalKey).set(372_500);
      await db.ref(grillKey).remove();
      await cell.filter({ hasText: /^\$ 372\.500$/ }).waitFor();
      await page.locator('[data-rate="finde"]').filter({ hasText: '$ 372.500' }).waitFor();
      await page
        .locator('[data-field="r_parrillero_"]')
        .filter({ hasText: /^Consultar$/ })
        .waitFor();
      await expect(page.locator('body').textContent()).resolves.not.toMatch(/NaN|\$ 0(?!\d)/);
      // The seed's rule: a missing price is only logged.
      expect(logs).toContain('Faltan precios de Noviembre 2026: r_parrillero_');
    } finally {
      await db.ref(rentalKey).set(rental);
      if (grill !== null) await db.ref(grillKey).set(grill);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [path, title, threeHours] of [
    // The season of 10 November 2026 runs from July 2026 to June 2027.
    ['/precios/diciembre', 'Precios · Diciembre 2026', '$ 290.000'],
    ['/precios/Setiembre', 'Precios · Septiembre 2026', '$ 265.000'],
    ['/precios15', 'Precios · Marzo 2027', '$ 316.500'],
    ['/preciosfinde', 'Precios de fin de semana · Noviembre 2026', '$ 281.500'],
  ] as const) {
    test(`${path} shows its month`, async () => {
      const { context, page } = await open(path);
      // The heading once the page's code has taken it over (a prerendered page may carry the month of its build).
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 20000 });
      await page.locator('[data-field="b_precio_3hs_"]').filter({ hasText: threeHours }).waitFor();
      await context.close();
    });
  }

  test('/preciosfinde says which days take the weekend rate, /preciospromo lists the promotions staff published', async () => {
    const promotions: Array<{ titulo: string; activa: boolean; hasta: string }> = Object.values((await adminDb().ref('promociones').get()).val() ?? {});
    const { context, page } = await open('/preciosfinde');
    await page.getByText(/el alquiler es por 4 horas/).waitFor({ timeout: 20000 });
    await page.goto(SITE_URL + '/preciospromo');
    for (const promotion of promotions.filter((p) => p.activa && !p.hasta)) {
      await page.getByRole('heading', { name: promotion.titulo }).waitFor({ timeout: 20000 });
    }
    await context.close();
  });
});

test.describe('photos and plan', () => {
  test('opens a photo full screen and moves with the keyboard and a swipe; images load and keep their box', async () => {
    const { context, page, errors } = await open('/fotos');
    const thumbnails = page.locator('.fotos-miniatura');
    await thumbnails.first().waitFor({ timeout: 20000 });
    const count = await thumbnails.count();
    expect(count).toBeGreaterThan(1);
    const first = thumbnails.first().locator('img');
    await expect(first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
    // The first row is the page's largest paint: fetched at once, first; the rest only when scrolled to.
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await thumbnails.nth(3).locator('img').getAttribute('loading')).toBe('lazy');

    await thumbnails.first().click();
    const viewer = page.getByRole('dialog', { name: 'Visor de fotos' });
    await viewer.waitFor();
    await viewer.getByText(`Foto 1 de ${count}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(`Foto 2 de ${count}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText(`Foto ${count} de ${count}`).waitFor();
    // A sideways drag to the left is "next".
    const box = (await viewer.locator('figure').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await viewer.getByText(`Foto 1 de ${count}`).waitFor();
    expect(await catalogViolations(page)).toEqual([]);
    await screenshot(page, 'catalog-fotos-visor-desktop');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a phone gets each photo as a WebP copy as wide as its screen, a desktop a smaller one, the viewer a larger one', async () => {
    // 360 px at 2 device pixels a CSS pixel: a photo 328 px wide needs 656 → the 800 px copy (docs/performance.md).
    const phone = await open('/fotosSalon', PHONE);
    const onPhone = phone.page.locator('.fotos-miniatura img').first();
    await onPhone.waitFor({ timeout: 20000 });
    await phone.page.waitForFunction(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      await onPhone.elementHandle(),
    );
    expect(await onPhone.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe('/img/demo/salon-1-800w.webp');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // Three columns of 342 px at 1 device pixel: the 480 px copy; full screen, the 1200 px one.
    const desktop = await open('/fotosSalon');
    const thumbnail = desktop.page.locator('.fotos-miniatura').first();
    await thumbnail.waitFor({ timeout: 20000 });
    await expect
      .poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.complete && new URL(image.currentSrc).pathname))
      .toBe('/img/demo/salon-1-480w.webp');
    await thumbnail.click();
    const shown = desktop.page.getByRole('dialog', { name: 'Visor de fotos' }).locator('img');
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && new URL(image.currentSrc).pathname))
      .toBe('/img/demo/salon-1-1200w.webp');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();
  });

  test('zooms the plan and lists its areas', async () => {
    const { context, page, errors } = await open('/Plano', PHONE);
    await page.getByRole('img', { name: /^Plano del salón/ }).waitFor({ timeout: 20000 });
    // The hall's facts (config/salon) above the plan: the seeded address with a map search of it, the capacity.
    const facts = page.getByRole('region', { name: 'El salón' });
    await facts.getByText('Av. Rivadavia 14500, Ramos Mejía, Buenos Aires').waitFor();
    await expect(facts.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Av.%20Rivadavia%2014500%2C%20Ramos%20Mej%C3%ADa%2C%20Buenos%20Aires',
    );
    await facts.getByText('Hasta 150 invitados').waitFor();
    await facts.getByText('Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs').waitFor();
    await facts.getByRole('listitem').filter({ hasText: 'Vajilla y mantelería' }).waitFor();
    await page.getByRole('button', { name: 'Acercar' }).click();
    await page.getByText('Ampliado 150 %. Arrastrá para moverte.').waitFor();
    // Dragging the zoomed plan moves it.
    const layer = page.locator('.zoom__contenido');
    const before = await layer.evaluate((element) => (element as HTMLElement).style.transform);
    const frame = (await page.locator('.zoom__marco').boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width / 2 + 60, frame.y + frame.height / 2 + 30, { steps: 4 });
    await page.mouse.up();
    await expect(layer.evaluate((element) => (element as HTMLElement).style.transform)).resolves.not.toBe(before);
    await page.getByRole('button', { name: 'Ver todo' }).click();
    await page.getByText('Pellizcá el plano o tocá dos veces para acercar.').waitFor();
    const areas: Array<{ nombre: string }> = Object.values((await adminDb().ref('config/plano/areas').get()).val() ?? {});
    for (const area of areas) await page.getByRole('heading', { name: area.nombre }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
