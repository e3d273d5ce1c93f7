// The catalog in the composed site, as a visitor meets it: the calculator computes from the prices in the
// database and hands the quote to WhatsApp; staff price changes show live; photos, plan and accessibility.
import type { Page } from 'playwright-core';
import {
  addDays,
  currentPage,
  formatARS,
  formatDateLong,
  isoWeekday,
  pricesForPage,
  resolveWeekendDays,
  seasonEndDate,
  seasonStartYear,
  todayInHall,
} from '../../../shared-libs/domain/src';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { seriousViolations, useE2eBrowser, type Device, type OpenedPage } from '../../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

async function open(path: string, device: Device = DESKTOP): Promise<OpenedPage> {
  const opened = await e2e.openPage(device);
  await opened.page.goto(SITE_URL + path);
  return opened;
}

/** axe on the catalog's own part of the page (the host's header and footer are the host's to check). */
const catalogViolations = (page: Page) => seriousViolations(page, '.salon-page');

/** A weekday (not weekend, not a holiday) at least a week ahead, inside the season whose prices are published. */
async function nextPlainWeekday(today: string): Promise<string> {
  const db = adminDb();
  const weekend = resolveWeekendDays((await db.ref('config/diasFinDeSemana').get()).val()).days as number[];
  const recurring = Object.values((await db.ref('feriados_recurrentes').get()).val() ?? {}).map((h) => (h as { monthDay: string }).monthDay);
  const added = Object.values(((await db.ref('feriados_modificados/added').get()).val() ?? {}) as Record<string, { date: string }>).map((h) => h.date);
  const end = seasonEndDate(seasonStartYear(today));
  for (let date = addDays(today, 7); date <= end; date = addDays(date, 1)) {
    const monthDay = `${Number(date.slice(5, 7))}-${Number(date.slice(8, 10))}`;
    const zeroPadded = date.slice(5);
    if (weekend.includes(isoWeekday(date)) || added.includes(date)) continue;
    if (recurring.includes(monthDay) || recurring.includes(zeroPadded)) continue;
    return date;
  }
  throw new Error('No hay días de semana libres de feriados en la temporada');
}

describe('calculator', () => {
  it('computes the total from the prices in the database and sends the quote to WhatsApp', async () => {
    const today = todayInHall(new Date());
    const date = await nextPlainWeekday(today);
    const raw = (await adminDb().ref('datosId/8').get()).val();
    const { prices } = pricesForPage(raw, currentPage(date));
    const expected = prices.b_precio_3hs_! + 2 * prices.d_hora_extra_semana_! + 3 * prices.e_camarera_! + prices.h_inflable_!;

    const { context, page, errors } = await open('/calculadora', PHONE);
    await page.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>WhatsApp</h1>' }));
    await page.getByRole('heading', { level: 1, name: 'CALCULADORA' }).waitFor({ timeout: 20000 });

    await page.getByLabel('Fecha del evento').fill(date);
    // A weekday: the 3-hour rental is switched on by itself, the 4-hour one stays off.
    const threeHours = page.getByRole('switch', { name: /Alquiler del salón x 3 hs/ });
    const fourHours = page.getByRole('switch', { name: /Alquiler del salón x 4 hs/ });
    await expect(threeHours.isChecked()).resolves.toBe(true);
    await expect(fourHours.isChecked()).resolves.toBe(false);
    await page.getByText('tarifa de semana (3 hs)').waitFor();

    await page.getByRole('button', { name: 'Agregar uno: Horas extra (día de semana)' }).click();
    await page.getByRole('button', { name: 'Agregar uno: Horas extra (día de semana)' }).click();
    await page.getByLabel(/^Camarera/).fill('3');
    await page.getByRole('button', { name: 'Agregar uno: Inflable' }).click();
    const total = page.getByTestId('calc-total');
    await expect(total.textContent()).resolves.toBe(formatARS(expected));

    // One at a time: the 4-hour switch turns the 3-hour one off and the total follows.
    await fourHours.check();
    await expect(threeHours.isChecked()).resolves.toBe(false);
    await expect(total.textContent()).resolves.toBe(formatARS(expected - prices.b_precio_3hs_! + prices.a_precio_4hs_!));
    await threeHours.check();

    // A wrong quantity: a Spanish message next to the field, the total does not move.
    await page.getByLabel(/^Proyector/).fill('dos');
    await page.getByText('Ingresá un número entero de 0 a 99.').waitFor();
    await expect(total.textContent()).resolves.toBe(formatARS(expected));
    await page.getByLabel(/^Proyector/).fill('0');

    // A past date is refused with a message, and the quote cannot be sent until it is fixed.
    await page.getByLabel('Fecha del evento').fill(addDays(today, -1));
    await page.getByText('Esa fecha ya pasó. Elegí una fecha a partir de hoy.').waitFor();
    await expect(page.getByRole('button', { name: 'Enviar cotización por WhatsApp' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Fecha del evento').fill(date);
    await expect(total.textContent()).resolves.toBe(formatARS(expected));
    expect(await catalogViolations(page)).toEqual([]);
    await screenshot(page, 'catalog-calculadora-presupuesto-phone');

    // A conversion tracker (the page's own, the site moves on client-side) that records the event and lets
    // the test decide when to go on.
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { __events: unknown[] }).__events = events;
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args);
    });
    await page.getByRole('link', { name: 'Enviar cotización por WhatsApp' }).click();
    await page.waitForURL(/\/cotizacion-exitosa\?message=/);
    const message = new URL(page.url()).searchParams.get('message') ?? '';
    expect(message).toContain(`Fecha: ${formatDateLong(date)}`);
    expect(message).toContain(`- Alquiler del salón x 3 hs: ${formatARS(prices.b_precio_3hs_!)}`);
    expect(message).toContain(`- Camarera x 3: ${formatARS(3 * prices.e_camarera_!)}`);
    expect(message).toContain(`Total: ${formatARS(expected)}`);
    await page.getByRole('heading', { name: 'Redirigiendo a Whatsapp' }).waitFor();
    await page.getByText('Si no te redirige automáticamente en unos segundos, por favor hacé click en el siguiente enlace:').waitFor();
    const link = page.getByRole('link', { name: 'Ir a WhatsApp' });
    await expect(link.getAttribute('href')).resolves.toBe(`https://wa.me/5491155550123?text=${encodeURIComponent(message)}`);

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
});

describe('calculator and availability', () => {
  it('says a booked date is taken before the visitor asks, and offers free dates to pick', async () => {
    const today = todayInHall(new Date());
    const end = seasonEndDate(seasonStartYear(today));
    const booked = Object.keys((await adminDb().ref('reservas').get()).val() ?? {})
      .filter((date) => date > today && date <= end)
      .sort()[0];
    expect(booked).toBeDefined();
    const { context, page, errors } = await open('/calculadora', PHONE);
    await page.getByLabel('Fecha del evento').fill(booked!);
    const warning = page.getByRole('alert').filter({ hasText: `El ${formatDateLong(booked!)} ya está reservado.` });
    await warning.waitFor({ timeout: 20000 });
    const alternatives = warning.getByRole('button');
    expect(await alternatives.count()).toBeGreaterThan(0);
    const picked = (await alternatives.first().textContent()) ?? '';
    await alternatives.first().click();
    await page.getByRole('status').filter({ hasText: '¡Buena noticia!' }).waitFor();
    // The summary now shows the date picked (written without the year on the button).
    await page.locator('.calc-resumen__cuando').filter({ hasText: picked.split(' · ')[0] }).waitFor();
    await screenshot(page, 'catalog-calculadora-ocupado-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('prices', () => {
  it('shows a staff price change on /precios without a reload, and "Consultar" for a missing price', async () => {
    const page7to18 = currentPage(todayInHall(new Date()));
    const db = adminDb();
    const rentalKey = `datosId/8/a_precio_4hs_${page7to18}`;
    const grillKey = `datosId/8/r_parrillero_${page7to18}`;
    const rental = (await db.ref(rentalKey).get()).val() as number;
    const grill = (await db.ref(grillKey).get()).val();
    const { context, page, errors } = await open('/precios', PHONE);
    const logs: string[] = [];
    page.on('console', (entry) => logs.push(entry.text()));
    try {
      const cell = page.locator('[data-field="a_precio_4hs_"]');
      await cell.filter({ hasText: formatARS(rental) }).waitFor({ timeout: 20000 });
      await db.ref(rentalKey).set(rental + 12_500);
      await db.ref(grillKey).remove();
      await cell.filter({ hasText: formatARS(rental + 12_500) }).waitFor();
      await page.locator('[data-rate="finde"]').filter({ hasText: formatARS(rental + 12_500) }).waitFor();
      await page.locator('[data-field="r_parrillero_"]').filter({ hasText: /^Consultar$/ }).waitFor();
      await expect(page.locator('body').textContent()).resolves.not.toMatch(/NaN|\$ 0(?!\d)/);
      expect(logs.some((text) => text.includes('r_parrillero_'))).toBe(true);
    } finally {
      await db.ref(rentalKey).set(rental);
      if (grill !== null) await db.ref(grillKey).set(grill);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/precios/diciembre', /^Precios · Diciembre \d{4}$/],
    ['/precios/Setiembre', /^Precios · Septiembre \d{4}$/],
    ['/precios15', /^Precios · Marzo \d{4}$/],
    ['/preciosfinde', /^Precios de fin de semana · /],
  ])('%s shows its month', async (path, title) => {
    const { context, page } = await open(path);
    await expect(page.getByRole('heading', { level: 1 }).textContent({ timeout: 20000 })).resolves.toMatch(title);
    await page.locator('[data-field="b_precio_3hs_"]').filter({ hasText: /^\$ \d/ }).waitFor();
    await context.close();
  });

  it('/preciosfinde says which days take the weekend rate, /preciospromo lists the promotions staff published', async () => {
    const promotions = Object.values((await adminDb().ref('promociones').get()).val() ?? {}) as Array<{ titulo: string; activa: boolean; hasta: string }>;
    const { context, page } = await open('/preciosfinde');
    await page.getByText(/el alquiler es por 4 horas/).waitFor({ timeout: 20000 });
    await page.goto(SITE_URL + '/preciospromo');
    for (const promotion of promotions.filter((p) => p.activa && !p.hasta)) {
      await page.getByRole('heading', { name: promotion.titulo }).waitFor({ timeout: 20000 });
    }
    await context.close();
  });
});

describe('photos and plan', () => {
  it('opens a photo full screen and moves with the keyboard and a swipe; images load and keep their box', async () => {
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

  it('zooms the plan and lists its areas', async () => {
    const { context, page, errors } = await open('/Plano', PHONE);
    await page.getByRole('img', { name: /^Plano del salón/ }).waitFor({ timeout: 20000 });
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
    const areas = Object.values((await adminDb().ref('config/plano/areas').get()).val() ?? {}) as Array<{ nombre: string }>;
    for (const area of areas) await page.getByRole('heading', { name: area.nombre }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every catalog page on a phone and a desktop', () => {
  it.each(['/precios', '/preciosfinde', '/preciospromo', '/fotos', '/Plano', '/calculadora'].flatMap((path) => [
    [path, 'phone'],
    [path, 'desktop'],
  ]))('%s (%s): a description for link previews and no serious accessibility problem', async (path, device) => {
    const { context, page, errors } = await open(path, device === 'phone' ? PHONE : DESKTOP);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20000 });
    await page.waitForLoadState('networkidle');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(30);
    await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBeTruthy();
    // Nothing wider than the screen (a phone must not scroll sideways).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await catalogViolations(page)).toEqual([]);
    await screenshot(page, `catalog${path.replace(/\//g, '-')}-${device}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
