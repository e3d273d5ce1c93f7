// The host shell over the composed production build: routes, redirects, live settings, remote failure.
// Pages that show the month live on the tests' fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts):
// its season runs from July 2026 to June 2027.
import { expect, test } from '@playwright/test';
import type { Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../scripts/testing/browser';
import { adminDb } from '../../scripts/testing/adminDb';
import { fixClock } from '../../scripts/testing/clock';
import { useE2eBrowser, type Device } from '../../scripts/testing/e2eSetup';

const e2e = useE2eBrowser();

/** A page at `path` on the fixed clock. */
async function openPage(path: string, device: Device = DESKTOP): Promise<Page> {
  const { page } = await e2e.openPage(device);
  await fixClock(page);
  await page.goto(SITE_URL + path);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
/**
 * The page's h1 once it reads `title`. A prerendered page shows the month of the day it was built until the
 * page's code takes it over, so a month in the title is waited for rather than read at once.
 */
const titled = (page: Page, title: string | RegExp) => page.getByRole('heading', { level: 1 }).filter({ hasText: title }).first();

test.describe('routes of the seed', () => {
  // The pages of the site's menu are loaded, and their headings read, in accessibility.e2e.test.ts; a month
  // by its name (/precios/diciembre) in the catalog's own tests.
  for (const [path, title] of [
    ['/precios7', /^Precios · Julio 2026$/],
    ['/fotosSalon', /^Fotos del salón$/],
    ['/fotosCocina', /^Fotos de la cocina$/],
    ['/FotosOpcionales', /^Fotos de los adicionales$/],
    ['/loginReciboPage', /^Ingreso para recibos$/],
  ] as const) {
    test(`${path} is served by its remote`, async () => {
      const page = await openPage(path);
      await titled(page, title).waitFor({ timeout: 20000 });
      await expect(heading(page).textContent()).resolves.toMatch(title);
      await page.context().close();
    });
  }

  test('/cotizacion-exitosa shows the seed texts and sends the visitor to WhatsApp with the message', async () => {
    const { context, page } = await e2e.openPage();
    // wa.me is the outside world: answer it here and look at the address the site sent the visitor to.
    await page.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>WhatsApp</h1>' }));
    const contact = (await adminDb().ref('datosId/25/numero_whatsapp').get()).val() as string;
    expect(contact).toBe('011 5555-0123');
    await page.goto(SITE_URL + '/cotizacion-exitosa?message=' + encodeURIComponent('Hola, ¿está libre el 5/12?'));
    await page.waitForURL('https://wa.me/**', { timeout: 20000 });
    expect(page.url()).toBe('https://wa.me/5491155550123?text=' + encodeURIComponent('Hola, ¿está libre el 5/12?'));
    await context.close();
  });

  test('/precios1 to /precios6 redirect to /precios13 to /precios18', async () => {
    const page = await openPage('/precios1');
    await page.waitForURL('**/precios13');
    await titled(page, /^Precios · Enero 2027$/).waitFor({ timeout: 20000 });
    await page.goto(SITE_URL + '/precios6');
    await page.waitForURL('**/precios18');
    await page.context().close();
  });

  test('an unknown path goes to the home page', async () => {
    const page = await openPage('/no-existe/para-nada');
    await page.waitForURL(SITE_URL + '/');
    await expect(page.locator('#home-hero-title')).toHaveText('Salón');
    await page.context().close();
  });

  test('a path with a trailing slash works', async () => {
    const page = await openPage('/Plano/');
    await expect(heading(page).textContent({ timeout: 20000 })).resolves.toBe('Plano del salón');
    await page.context().close();
  });

  test('a staff page sends a visitor to sign in', async () => {
    const page = await openPage('/admin');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  test('search engines may list the public pages but not the staff ones', async () => {
    const robots = await fetch(SITE_URL + '/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /admin\n');
    expect(rules).toContain('Disallow: /login\n');
    expect(rules).not.toContain('Disallow: /precios');

    const page = await openPage('/login');
    await heading(page).filter({ hasText: 'Ingreso del personal' }).waitFor({ timeout: 20000 });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // Leaving for a public page inside the site lifts it.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Precios' }).click();
    await titled(page, /^Precios · Noviembre 2026$/).waitFor({ timeout: 20000 });
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // The home page tells them what the hall is and how to reach it.
    await page.goto(SITE_URL + '/');
    const company = 'Salón'; // the demo season's company name (datosId/29)
    await page.waitForFunction(
      (name) =>
        document.getElementById('salon-venue')?.textContent?.includes('"telephone"') && document.getElementById('salon-venue')?.textContent?.includes(name),
      company,
      { timeout: 20000 },
    );
    const venue = JSON.parse((await page.locator('#salon-venue').textContent()) ?? '{}') as Record<string, string>;
    expect(venue).toMatchObject({ '@type': 'EventVenue', name: company, url: SITE_URL + '/' });
    expect(venue.telephone).toMatch(/^\+549\d{8,}$/);
    await page.context().close();
  });
});

test.describe('home page and live settings', () => {
  const db = () => adminDb();

  test('shows the sections in componentOrder, hides the hidden ones and follows changes live', async () => {
    const page = await openPage('/');
    const sectionTitles = () => page.locator('.home h2').allTextContents();
    await page.waitForSelector('#home-prices-title');
    const original = (await db().ref('componentOrder').get()).val() as Array<{ name: string; isVisible: boolean }>;
    try {
      const reordered = [...original].reverse().map((item) => ({ ...item, isVisible: item.name !== 'Fotos' }));
      await db().ref('componentOrder').set(reordered);
      await page.waitForFunction(() => !document.querySelector('#home-photos-title'));
      const titles = await sectionTitles();
      expect(titles.indexOf('Contacto')).toBeLessThan(titles.indexOf('Fechas libres'));
      // Chatbot hidden → no chat button.
      await db()
        .ref('componentOrder')
        .set(original.map((item) => ({ ...item, isVisible: item.name !== 'Chatbot' })));
      await page.waitForFunction(() => !document.querySelector('.floating-actions__chat'));
    } finally {
      await db().ref('componentOrder').set(original);
    }
    await page.waitForSelector('.floating-actions__chat');
    await page.context().close();
  });

  test('applies the theme and the tab title live, and falls back to the defaults on malformed values', async () => {
    const page = await openPage('/');
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const cssVariable = (name: string) => page.evaluate((n) => document.body.style.getPropertyValue(n), name);
    await page.waitForFunction(() => document.title === 'Salón');
    const theme = (await db().ref('appSettings/theme').get()).val() as Record<string, string>;
    try {
      await db().ref('appSettings/theme/primaryColor').set('#0a5c36');
      await page.waitForFunction(() => document.body.style.getPropertyValue('--primaryColor') === '#0a5c36');
      await db().ref('config/browserTitle').set('Salón Los Aromos');
      await page.waitForFunction(() => document.title === 'Salón Los Aromos');

      // Malformed data written behind the rules' back (e.g. an old database): defaults, a warning, a live page.
      await db().ref('appSettings/theme').set({ primaryColor: 'no-es-un-color', cardGrey: 12 });
      await page.waitForFunction(() => document.body.style.getPropertyValue('--primaryColor') !== '#0a5c36');
      expect(await cssVariable('--primaryColor')).not.toBe('no-es-un-color');
      await db().ref('config/browserTitle').set({ raro: true });
      await page.waitForFunction(() => document.title === 'Salón');
      await db().ref('componentOrder').set('cualquier cosa');
      await page.waitForSelector('#home-hero-title');
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await db().ref('appSettings/theme').set(theme);
      await db().ref('config/browserTitle').set('Salón');
      await db()
        .ref('componentOrder')
        .set(['Bienvenida', 'Precios', 'Fotos', 'Calendario', 'Calculadora', 'Plano', 'Contacto', 'Chatbot'].map((name) => ({ name, isVisible: true })));
    }
    await page.context().close();
  });

  test('looks right on a phone and on a desktop', async () => {
    for (const [name, device] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await openPage('/', device);
      // November's prices of the seed.
      await page
        .locator('#home-prices-title')
        .filter({ hasText: /^Precios de noviembre 2026$/ })
        .waitFor({ timeout: 20000 });
      await page
        .getByTestId('home-price-3hs')
        .filter({ hasText: /^\$ 281\.500$/ })
        .waitFor();
      await expect(page.getByTestId('home-price-4hs')).toHaveText('$ 360.000');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `home-${name}`);
      await page.context().close();
    }
  });
});

test.describe('the chat button', () => {
  test('a page only loaded fetches none of the chat; once the visitor scrolls and pauses, it is fetched while idle and opens at once', async () => {
    const { context, page, errors } = await e2e.openPage(PHONE);
    await fixClock(page);
    const chatRequests: string[] = [];
    let chatInFlight = 0;
    const fromChat = (url: string) => new URL(url).port === '8083';
    page.on('request', (request) => {
      if (!fromChat(request.url())) return;
      chatRequests.push(new URL(request.url()).pathname);
      chatInFlight++;
    });
    const settled = (request: Request) => fromChat(request.url()) && chatInFlight--;
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(SITE_URL + '/', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Abrir el chat con el asistente' });
    await expect(button).toBeEnabled();
    await page.waitForTimeout(1000);
    expect(chatRequests).toEqual([]);

    // The visitor scrolls and reads on: a second later, the chat's entry, its code and its styles arrive while the
    // browser is idle.
    const styles = page.waitForResponse((response) => /:8083\/.*\.css$/.test(response.url()));
    await page.mouse.wheel(0, 300);
    // The styles come with the chat's code, asked for at the same time; once all has arrived, the code runs.
    await styles;
    await expect.poll(() => chatInFlight).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(chatRequests).toContain('/remoteEntry.js');
    const fetchedBeforeTap = chatRequests.length;

    // The tap finds it ready: the dialog is drawn without "Abriendo el chat..." and nothing more is fetched for it.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Abriendo el chat...')) document.body.dataset.vioCarga = 'sí';
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar el chat' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.body.dataset.vioCarga)).toBeUndefined();
    expect(chatRequests.slice(fetchedBeforeTap).filter((path) => path.endsWith('.js'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('tapped before its code has arrived, the button answers at once, "Abriendo el chat..." shows, then the chat', async () => {
    const { context, page, errors } = await e2e.openPage(PHONE);
    await fixClock(page);
    // The chat's files are held until the tap has been answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/:8083\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SITE_URL + '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar el chat' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Abriendo el chat...' })).toBeInViewport();
    await screenshot(page, 'chat-opening-phone');
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20000 });
    await expect(page.locator('.chat-slot')).not.toContainText('Abriendo el chat...');
    await expect(page.locator('.site-header')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with the chat’s server down, the tap shows the Spanish notice in its place, and "Reintentar" opens it once it is back', async () => {
    const { context, page, errors } = await e2e.openPage(PHONE);
    await fixClock(page);
    await page.route(/:8083\//, (route) => route.abort('connectionrefused'));
    await page.goto(SITE_URL + '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    const slot = page.locator('.chat-slot');
    await expect(slot.getByRole('alert')).toHaveText(/^Esta sección no está disponible en este momento\./, { timeout: 20000 });
    // The page around it keeps working.
    await expect(page.getByTestId('home-price-3hs')).toHaveText('$ 281.500');

    await page.unroute(/:8083\//);
    await slot.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20000 });
    await expect(slot.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('a remote that fails', () => {
  test('shows a Spanish fallback in its place, keeps the rest alive, and "Reintentar" recovers without a reload', async () => {
    const { context, page, errors } = await e2e.openPage();
    await fixClock(page);
    await page.route('**/remoteEntry*.js*', (route) => (route.request().url().includes(':8081/') ? route.abort('connectionrefused') : route.continue()));
    await page.goto(SITE_URL + '/precios');
    await page.getByText('Esta sección no está disponible en este momento.').waitFor({ timeout: 20000 });
    await expect(page.locator('.site-header')).toBeVisible();

    // Another remote's route still works while the catalog is down.
    await page.getByRole('link', { name: 'Fechas libres' }).first().click();
    await expect(heading(page).textContent({ timeout: 20000 })).resolves.toBe('Calendario');
    await page.goBack();
    await page.getByText('Esta sección no está disponible en este momento.').waitFor();

    // The catalog comes back: Reintentar loads it, no reload.
    await page.unroute('**/remoteEntry*.js*');
    await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await titled(page, /^Precios · Noviembre 2026$/).waitFor({ timeout: 20000 });
    expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('each remote’s page is loaded from the remoteEntry.js that remotes.json names', async () => {
    const { context, page, errors } = await e2e.openPage();
    await fixClock(page);
    const entries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/remoteEntry')) entries.push(`${url.port}${url.pathname}`);
    });
    await page.goto(SITE_URL + '/precios');
    await expect(page.locator('.remote-slot[data-listo]')).toHaveCount(1, { timeout: 20000 });
    await page.getByRole('link', { name: 'Fechas libres' }).first().click();
    await expect(heading(page)).toHaveText('Calendario');
    await expect(page.locator('.remote-slot[data-listo]')).toHaveCount(1);
    // The chat's entry (8083) may be there too: it is fetched once the visitor uses the page (the click).
    expect([...new Set(entries)].filter((entry) => !entry.startsWith('8083/'))).toEqual(['8081/remoteEntry.js', '8082/remoteEntry.js']);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a remote that is too slow says so in its place, and Reintentar loads it once it answers', async () => {
    const { context, page } = await e2e.openPage();
    // A short time limit in the manifest the prerendered page carries. (The page itself is not intercepted:
    // a document served by the test would count as a public one, and Chromium would keep it off localhost.)
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const element = document.getElementById('salon-remotes');
        try {
          const manifest = JSON.parse(element?.textContent ?? '') as { timeoutMs?: number };
          element!.textContent = JSON.stringify({ ...manifest, timeoutMs: 1000 });
          observer.disconnect();
        } catch {
          // Not parsed whole yet: the next change.
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    let slow = true;
    await page.route('**/remoteEntry*.js*', async (route) => {
      if (slow && route.request().url().includes(':8081/')) await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(SITE_URL + '/Plano');
    await page.getByText('Esta sección está tardando más de lo normal en cargar.').waitFor({ timeout: 20000 });
    await expect(page.locator('.site-header')).toBeVisible();
    slow = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(heading(page).textContent({ timeout: 20000 })).resolves.toBe('Plano del salón');
    await context.close();
  });

  test('a remote that throws while rendering stays inside its own place', async () => {
    const { context, page } = await e2e.openPage();
    await page.route('**/remoteEntry*.js*', (route) =>
      route.request().url().includes(':8082/') ? route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("remote roto");' }) : route.continue(),
    );
    await page.goto(SITE_URL + '/calendario');
    await page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 20000 });
    await expect(page.locator('.site-header')).toBeVisible();
    await context.close();
  });

  test('tells visitors in Spanish when the database cannot be reached', async () => {
    const { context, page } = await e2e.openPage();
    await page.routeWebSocket(/:9000\//, (ws) => ws.close());
    await page.goto(SITE_URL + '/');
    await page.getByText('No pudimos conectar con el servidor.', { exact: false }).waitFor({ timeout: 20000 });
    await expect(page.locator('#home-hero-title')).toBeVisible();
    await context.close();
  });
});
