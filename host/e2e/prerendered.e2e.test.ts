// A public page is whole in its HTML: before any of the site's code runs, a phone already shows the page
// with its prices; a tap on it waits for the code instead of landing on a button that does nothing yet;
// once the code has taken over, the same button works.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL } from '../../scripts/testing/browser';
import { holdHostCode, useE2eBrowser } from '../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

test('shows the page from its HTML before any code, and its buttons work once the code has taken over', async () => {
  const { context, page, errors } = await e2e.openPage();
  // Hold the host's code back until the page has been looked at.
  const release = await holdHostCode(page);
  await page.goto(SITE_URL + '/Plano', { waitUntil: 'domcontentloaded' });

  // Before the code: the page, not a loading notice.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plano del salón');
  await expect(page.getByText('Cargando')).toHaveCount(0);
  await expect(page).toHaveTitle('Plano del salón · Salón');
  const zoomIn = page.getByRole('button', { name: 'Acercar' });
  await expect(zoomIn.evaluate((button) => getComputedStyle(button).pointerEvents)).resolves.toBe('none');

  // A tap now waits for a button that works.
  const tap = zoomIn.click({ timeout: 30000 });
  release();
  await tap;
  await page.getByText('Ampliado 150 %. Arrastrá para moverte.').waitFor();
  await expect(zoomIn.evaluate((button) => getComputedStyle(button).pointerEvents)).resolves.toBe('auto');
  await expect(page).toHaveTitle('Plano del salón · Salón');
  expect(errors).toEqual([]);
  await context.close();
});

test('on a gallery, the code is asked for once the first photo is drawn, and without it when the photo never comes', async () => {
  const { context, page, errors } = await e2e.openPage(PHONE);
  let releasePhoto: () => void = () => undefined;
  let photoHeld = new Promise<void>((resolve) => (releasePhoto = resolve));
  await page.route(/\/img\/demo\/salon-1-\d+w\.webp$/, async (route) => {
    await photoHeld;
    await route.continue();
  });
  const codeAskedFor = () => page.evaluate(() => document.querySelector('script[src$="/main.js"]') !== null);
  await page.goto(SITE_URL + '/fotosSalon', { waitUntil: 'domcontentloaded' });
  // The page's text is painted, and a frame more has passed: before, the code was asked for right then.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(resolve, 0));
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  expect(await codeAskedFor()).toBe(false);
  releasePhoto();
  await page.waitForFunction(() => document.querySelector('script[src$="/main.js"]') !== null);
  await expect(page.locator('.fotos-miniatura img').first()).toHaveJSProperty('complete', true);
  expect(errors).toEqual([]);

  // A photo that never arrives holds nothing back for long: the code comes, and the gallery works.
  photoHeld = new Promise<void>(() => undefined);
  await page.goto(SITE_URL + '/fotosSalon', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelector('script[src$="/main.js"]') !== null);
  await page.locator('.fotos-miniatura').nth(1).click();
  await page.getByRole('dialog', { name: 'Visor de fotos' }).getByText('Foto 2 de 3').waitFor();
  await context.close();
});

test('carries the month’s prices from the database in the HTML of /precios', async () => {
  const html = await (await fetch(SITE_URL + '/precios')).text();
  // The month's weekend rate as a formatted amount, already in the HTML.
  expect(html).toMatch(/data-rate="finde">\$ \d{1,3}(\.\d{3})+</);
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toContain('<script id="salon-datos" type="application/json">');
});

test('writes its tab icon in the page as a PNG image, which the browser draws without laying out a page of its own', async () => {
  // An SVG icon cost every load a 15–36 ms task on the page's main thread, and an icon file one more request
  // before the largest paint (docs/performance.md, "The icon as a PNG").
  const html = await (await fetch(SITE_URL + '/calculadora')).text();
  const icon = /<link rel="icon" href="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(html);
  expect(icon).not.toBeNull();
  expect(html).not.toContain('image/svg+xml');
  const bytes = Buffer.from(icon![1]!, 'base64');
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // Width and height from the PNG header: 64 × 64.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([64, 64]);
});

test('a remote’s page takes over with the stylesheet its HTML already holds: no second copy is fetched', async () => {
  // The remote's chunk loader finds the page's mark for its stylesheet and asks for nothing; before, each remote
  // page fetched its .css, waited for it and made the browser recompute every style (docs/performance.md,
  // "The remote's stylesheet is in the page").
  const { context, page, errors } = await e2e.openPage();
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  });
  await page.goto(SITE_URL + '/precios');
  await expect(page.locator('.remote-slot[data-listo]')).toHaveCount(1, { timeout: 20000 });
  // The catalog's rules apply: 1.25rem under the rates.
  await expect(page.locator('.precios-tarifas')).toHaveCSS('margin-bottom', '20px');
  expect(stylesheets).toEqual([]);
  await page.goto(SITE_URL + '/calendario');
  await expect(page.locator('.remote-slot[data-listo]')).toHaveCount(1, { timeout: 20000 });
  await expect(page.locator('.cal-swatch--busy')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  // The calendar's own stylesheet is in the HTML too; the one it fetches is the month view's chunk's (FullCalendar's
  // theme), which comes with FullCalendar after the page is on screen.
  await page.locator('.cal-month-view [role="table"]').waitFor({ timeout: 20000 });
  expect(stylesheets).toHaveLength(1);
  await expect((await page.request.get(stylesheets[0]!)).text()).resolves.toContain('--fc-classic-');
  expect(errors).toEqual([]);
  await context.close();
});

test('the home page comes in a chunk of its own: "/" keeps its HTML while it arrives, and other pages never load it', async () => {
  const { context, page, errors } = await e2e.openPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const homeChunks: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/home\.[0-9a-f]+\.js$/.test(file)) homeChunks.push(file);
  });
  await page.goto(SITE_URL + '/precios');
  await expect(page.locator('.remote-slot[data-listo]')).toHaveCount(1, { timeout: 20000 });
  expect(homeChunks).toEqual([]);

  // The title on screen before the code is the very element the code takes over: nothing is drawn again.
  const release = await holdHostCode(page);
  await page.goto(SITE_URL + '/', { waitUntil: 'domcontentloaded' });
  const title = page.locator('#home-hero-title');
  await expect(title).not.toHaveText('');
  await title.evaluate((element) => element.setAttribute('data-antes-del-codigo', ''));
  release();
  // The home page's own effect (its data for search engines) runs once its code has taken the page over.
  await page.locator('script#salon-venue').waitFor({ state: 'attached', timeout: 20000 });
  await expect(page.locator('#home-hero-title[data-antes-del-codigo]')).toHaveCount(1);
  expect(homeChunks).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('volvió a dibujar'))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('what sits at the bottom of the screen is in its final place while the rest of the HTML is still arriving', async () => {
  // The browser paints a page before its whole HTML has been parsed. A bar laid out by the actions it held
  // drew WhatsApp alone, centred, and moved it aside when the chat button came in (Lighthouse: a layout
  // shift of 0.009 now and then); the calculator's total, placed by the bar's height, sat at the bottom edge
  // until the bar came in (docs/performance.md, "The bar's places").
  const html = await (await fetch(SITE_URL + '/calculadora')).text();
  const barStarts = html.indexOf('<div class="floating-actions');
  const chatStarts = html.indexOf('<button type="button" class="floating-actions__chat"');
  expect(barStarts).toBeGreaterThan(0);
  expect(chatStarts).toBeGreaterThan(barStarts);
  const places = async (device: typeof PHONE | typeof DESKTOP, body: string) => {
    const { context, page } = await e2e.openPage(device);
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html; charset=utf-8', body }) : route.abort(),
    );
    await page.goto(SITE_URL + '/calculadora');
    const box = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => {
        const rect = elements[0]?.getBoundingClientRect();
        return rect ? { x: rect.x, width: rect.width, bottom: rect.bottom } : null;
      });
    const found = { whatsApp: await box('.floating-actions__whatsapp'), total: await box('.calc-barra') };
    await context.close();
    return found;
  };

  // A 360 × 740 phone: WhatsApp in the bar's left half (12 px padding, 8 px between the two actions, 8 px
  // under them), the total pinned just above the 64 px bar.
  const phone = { whatsApp: { x: 12, width: 164, bottom: 732 }, total: { x: 0, width: 360, bottom: 676 } };
  expect(await places(PHONE, html)).toEqual(phone);
  // Cut just before the chat button: the browser has parsed WhatsApp, not yet what follows it.
  expect(await places(PHONE, html.slice(0, chatStarts))).toEqual(phone);
  // Cut before the bar: the total already leaves the bar's place free.
  expect(await places(PHONE, html.slice(0, barStarts))).toEqual({ ...phone, whatsApp: null });

  // A desktop: WhatsApp the upper of two round buttons at the bottom right corner; the total is not pinned.
  const desktop = { x: 1208, width: 56, bottom: 716 };
  expect((await places(DESKTOP, html)).whatsApp).toEqual(desktop);
  expect((await places(DESKTOP, html.slice(0, chatStarts))).whatsApp).toEqual(desktop);
});

test('each kind of public page is taken over by the code as its HTML drew it: nothing is drawn again', async () => {
  const { context, page, errors } = await e2e.openPage();
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('volvió a dibujar')) redrawn.push(`${page.url()}: ${message.text()}`);
  });
  // Each page, and the menu's link its HTML marks as the page on screen (none: no menu entry for it).
  const pages: Array<[string, string[]]> = [
    ['/precios', ['Precios']],
    ['/precios13', []],
    ['/Plano', ['Plano']],
    ['/fotos', ['Fotos']],
    ['/calculadora', ['Calculadora']],
    ['/calendario', ['Fechas libres']],
  ];
  for (const [address, current] of pages) {
    const release = await holdHostCode(page);
    await page.goto(SITE_URL + address, { waitUntil: 'domcontentloaded' });
    // The heading and the menu's links on screen before the code are the very elements the code takes over.
    await page.locator('h1, .site-nav__link').evaluateAll((elements) => elements.forEach((element) => element.setAttribute('data-antes-del-codigo', '')));
    release();
    await expect(page.locator('.remote-slot[data-listo]')).toHaveCount(1, { timeout: 20000 });
    await expect(page.locator('h1[data-antes-del-codigo]')).toHaveCount(1);
    await expect(page.locator('.site-nav__link[data-antes-del-codigo]')).toHaveCount(5);
    await expect(page.locator('.site-nav__link[aria-current="page"]')).toHaveText(current);
    await page.unroute(/\/main\.js$/);
  }
  expect(redrawn).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
