// The chat in the composed site, as a visitor meets it: a busy date gets "Ocupado" with the nearest free
// dates, a follow-up reuses the date, a general question gets askAI's answer (offline provider) under an
// anonymous identity, a silent askAI gives way to WhatsApp after 15 s, a refusing one (429, 500) to a Spanish
// sentence and WhatsApp, thanks and extras are answered without askAI, Back closes the chat (a reload shows the
// page without it), and nothing a visitor types becomes markup.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { HALL_NOW, fixClock, setCalendar } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser, type Device, type OpenedPage } from '../../../scripts/testing/e2eSetup';

// The pages live on the fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts). Saturday 28 November is
// booked; the other Saturdays left in November (14 and 21) and Sunday 29 are free.
const BUSY = { spoken: '28 de noviembre', long: 'sábado 28 de noviembre de 2026', slashed: '28/11' };
const FREE = { spoken: '29 de noviembre', long: 'domingo 29 de noviembre de 2026' };
let restoreCalendar: (() => Promise<void>) | undefined;

const e2e = useE2eBrowser({ cleanUp: async () => restoreCalendar?.() });

test.beforeAll(async () => {
  restoreCalendar = await setCalendar({ '2026-11-14': 'Libre', '2026-11-21': 'Libre', '2026-11-28': 'Ocupado', '2026-11-29': 'Libre' });
});

/** A page of the site on the fixed clock. */
async function open(device: Device): Promise<OpenedPage> {
  const opened = await e2e.openPage(device);
  await fixClock(opened.context);
  return opened;
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Abrir el chat con el asistente' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Salón AI' });
const botMessages = (page: Page) => dialog(page).locator('.chat-message--bot');

async function ask(page: Page, text: string): Promise<string> {
  const before = await botMessages(page).count();
  await dialog(page).getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await dialog(page).getByRole('textbox', { name: 'Mensaje' }).press('Enter');
  const reply = botMessages(page).nth(before);
  await page.waitForFunction(
    ([selector, index]) => {
      const node = document.querySelectorAll(selector as string)[index];
      return node && !node.classList.contains('chat-message--thinking');
    },
    ['.chat-message--bot', before] as const,
    { timeout: 20_000 },
  );
  // The reply's words, without the buttons under it.
  return (await reply.locator('.chat-message__text').textContent()) ?? '';
}

/** What the visitor sees (the overlay is fixed: a viewport shot, not a full page). */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

test('answers a busy date with "Ocupado" and free dates, a follow-up without a date, and a general question through askAI (desktop)', async () => {
  const { context, page, errors } = await open(DESKTOP);
  await page.goto(`${SITE_URL}/`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });
  await expect(dialog(page).getByText('¡Hola! 👋 ¿Cómo puedo ayudarte? Puedo darte precios y disponibilidad de fechas.')).toHaveCount(1);
  await expect(
    dialog(page)
      .getByRole('textbox', { name: 'Mensaje' })
      .evaluate((node) => node === document.activeElement),
  ).resolves.toBe(true);
  await expect(dialog(page).getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('placeholder', 'Escribí un mensaje…');

  const busy = await ask(page, `Hola! ¿está libre el ${BUSY.spoken}?`);
  expect(busy).toContain(`El ${BUSY.long} está Ocupado. Las fechas libres más cercanas son:`);
  expect(busy).toMatch(/• .+: \$ [\d.]+ — tarifa de/);
  expect(busy.trim().endsWith('¿Te sirve alguna de estas?')).toBe(true);
  await expect(botMessages(page).last().locator('strong', { hasText: 'Ocupado' })).toHaveCount(1);
  await viewportShot(page, 'chat-desktop-ocupado');

  const followUp = await ask(page, '¿y cuánto cuesta?');
  expect(followUp).toMatch(new RegExp(`^El alquiler el ${BUSY.long} cuesta \\$ [\\d.]+ — tarifa de`));

  const general = await ask(page, '¿Tienen estacionamiento?');
  expect(general).toContain('Soy el asistente de Salón y sobre eso no tengo información');
  const afterAI = await ask(page, '¿y cuánto cuesta?');
  expect(afterAI).toBe("Puedo ayudarte con eso. Por favor, dime una fecha específica (ej: 'el 25' o '25 de diciembre').");

  // The hall itself, from its facts (config/salon, as seeded): the address with the map under it, the capacity.
  const where = await ask(page, '¿Dónde queda el salón?');
  expect(where).toBe('El salón queda en Av. Rivadavia 14500, Ramos Mejía, Buenos Aires.');
  const map = botMessages(page).last().getByRole('link', { name: 'Ver en el mapa' });
  await expect(map).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Av.%20Rivadavia%2014500%2C%20Ramos%20Mej%C3%ADa%2C%20Buenos%20Aires',
  );
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(ask(page, 'somos 120, ¿entran todos?')).resolves.toBe('El salón tiene capacidad para hasta 150 invitados.');

  await viewportShot(page, 'chat-desktop-ia');
  expect(await seriousViolations(page, '.chat-panel')).toEqual([]);

  // Back closes the chat and stays on the page; focus returns to the button.
  await page.goBack();
  await dialog(page).waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(launcher(page).evaluate((node) => node === document.activeElement)).resolves.toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('offers the calendar under a busy date and WhatsApp under a free one; both leave the chat for that page (phone)', async () => {
  const { context, page, errors } = await open(PHONE);
  // wa.me is the outside world: answered here.
  await page.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>WhatsApp</h1>' }));
  await page.goto(`${SITE_URL}/`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });

  await ask(page, `¿el ${BUSY.spoken} está libre?`);
  const calendarButton = botMessages(page).last().getByRole('link', { name: 'Ver el calendario' });
  await expect(calendarButton).toHaveAttribute('href', '/calendario');
  await viewportShot(page, 'chat-phone-acciones');
  await calendarButton.click();
  await page.waitForURL(`${SITE_URL}/calendario`);
  await dialog(page).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'Calendario' }).waitFor({ timeout: 20_000 });
  // The page took the chat's place in the history: Back returns to where the chat was opened.
  await page.goBack();
  await page.waitForURL(`${SITE_URL}/`);
  await expect(dialog(page)).toHaveCount(0);

  await launcher(page).click();
  await dialog(page).waitFor();
  const reply = await ask(page, `¿está libre el ${FREE.spoken}?`);
  expect(reply).toContain(`El ${FREE.long} está Libre.`);
  await botMessages(page).last().getByRole('link', { name: 'Consultar esta fecha por WhatsApp' }).click();
  await page.waitForURL('https://wa.me/**', { timeout: 20_000 });
  const message = decodeURIComponent(page.url().split('?text=')[1] ?? '');
  expect(message).toMatch(new RegExp(`^Hola! Quisiera consultar por el ${FREE.long}( — \\$ [\\d.]+, tarifa de .+)?\\. ¿Está disponible\\?$`));
  expect(errors).toEqual([]);
  await context.close();
});

/** The uid and sign-in provider of a callable request's ID token (the emulator's tokens are unsigned JWTs). */
function tokenIdentity(authorization: string | undefined): { uid: string; provider: string } | null {
  const payload = authorization?.match(/^Bearer [^.]+\.([^.]+)\./)?.[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_id?: string; firebase?: { sign_in_provider?: string } };
  return { uid: claims.user_id ?? '', provider: claims.firebase?.sign_in_provider ?? '' };
}

test('gives askAI an anonymous identity only when a question goes to it, keeps it on the next visit, and never loads Auth on page start (desktop)', async () => {
  const { context, page, errors } = await open(DESKTOP);
  const authChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('ondemand-firebase-auth')) authChunks.push(request.url());
  });
  const identities: Array<ReturnType<typeof tokenIdentity>> = [];
  await page.route(/\/us-central1\/askAI(\?|$)/, (route) => {
    if (route.request().method() === 'POST') identities.push(tokenIdentity(route.request().headers().authorization));
    return route.continue();
  });
  await page.goto(`${SITE_URL}/`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });
  await ask(page, `¿está libre el ${BUSY.spoken}?`);
  // A question answered here needs no identity: Auth is not loaded.
  expect(authChunks).toEqual([]);

  await expect(ask(page, '¿Tienen estacionamiento?')).resolves.toContain('sobre eso no tengo información');
  expect(authChunks).toHaveLength(1);
  expect(identities).toHaveLength(1);
  expect(identities[0]).toMatchObject({ provider: 'anonymous', uid: expect.stringMatching(/^\w{10,}$/) });

  // The next visit starts without Auth (the visitor is no staff session) and asks with the same identity.
  await page.goto(`${SITE_URL}/`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });
  await ask(page, `¿está libre el ${BUSY.spoken}?`);
  expect(authChunks).toHaveLength(1);
  await expect(ask(page, '¿Tienen estacionamiento?')).resolves.toContain('sobre eso no tengo información');
  expect(identities).toEqual([identities[0], identities[0]]);
  expect(errors).toEqual([]);
  await context.close();
});

test('gives up on an assistant that does not answer after 15 s and offers WhatsApp with the question (phone)', async () => {
  const { context, page, errors } = await e2e.openPage(PHONE);
  await page.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>WhatsApp</h1>' }));
  // askAI hangs: its request is never answered (a preflight is, so the request itself is sent).
  let askAIRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (askAIRequested = resolve));
  await page.route(/\/us-central1\/askAI(\?|$)/, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      askAIRequested();
      return;
    }
    await route.fulfill({
      status: 204,
      headers: {
        'access-control-allow-origin': (await request.headerValue('origin')) ?? '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? 'content-type, authorization',
      },
    });
  });
  // The pages' fixed day, on a clock the test moves by hand (HALL_NOW, scripts/testing/clock.ts).
  await page.clock.install({ time: HALL_NOW });
  await page.goto(`${SITE_URL}/`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });
  // The calendar is loaded (a date answered) before the page's clock stops: from here it moves only when told.
  await ask(page, `¿está libre el ${BUSY.spoken}?`);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

  const textarea = dialog(page).getByRole('textbox', { name: 'Mensaje' });
  await textarea.fill('¿Tienen estacionamiento?');
  await textarea.press('Enter');
  await requested;
  await page.clock.runFor(14_000);
  await expect(botMessages(page).last().getAttribute('class')).resolves.toContain('chat-message--thinking');
  await page.clock.runFor(1_000);
  const reply = botMessages(page).last();
  await reply.locator('.chat-message__text').waitFor();
  await expect(reply.locator('.chat-message__text')).toHaveText(
    'El asistente está tardando demasiado en responder. Probá de nuevo en un rato o escribinos por WhatsApp.',
  );
  const whatsapp = reply.getByRole('link', { name: 'Consultar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', '/cotizacion-exitosa?message=Hola!%20Quisiera%20hacer%20una%20consulta.%0A%C2%BFTienen%20estacionamiento%3F');
  await expect(textarea.isDisabled()).resolves.toBe(false);
  await viewportShot(page, 'chat-phone-ia-no-responde');

  await page.clock.resume();
  await whatsapp.click();
  await page.waitForURL('https://wa.me/**', { timeout: 20_000 });
  expect(decodeURIComponent(page.url().split('?text=')[1] ?? '')).toBe('Hola! Quisiera hacer una consulta.\n¿Tienen estacionamiento?');
  expect(errors).toEqual([]);
  await context.close();
});

test('answers a rate limit or a server error of askAI with a Spanish sentence and WhatsApp, never "[429]"; thanks and extras itself (desktop)', async () => {
  const { context, page, errors } = await open(DESKTOP);
  // askAI answers as the Functions runtime does over the limit (429 with its Spanish reason), then as a proxy
  // in front of it might (500, no body the SDK can read).
  const failures = [
    {
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { status: 'RESOURCE_EXHAUSTED', message: 'Hiciste muchas consultas seguidas. Esperá un minuto y volvé a preguntar.' } }),
    },
    { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
  ];
  let asked = 0;
  await page.route(/\/us-central1\/askAI(\?|$)/, async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': (await request.headerValue('origin')) ?? '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? 'content-type, authorization',
    };
    if (request.method() !== 'POST') return route.fulfill({ status: 204, headers: cors });
    const failure = failures[Math.min(asked, failures.length - 1)]!;
    asked += 1;
    return route.fulfill({ ...failure, headers: cors });
  });
  await page.goto(`${SITE_URL}/`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });

  await expect(ask(page, '¿Tienen estacionamiento?')).resolves.toBe(
    'El asistente recibió muchas consultas seguidas. Esperá un minuto y volvé a preguntar, o escribinos por WhatsApp.',
  );
  await expect(botMessages(page).last().getByRole('link', { name: 'Consultar por WhatsApp' })).toHaveAttribute(
    'href',
    '/cotizacion-exitosa?message=Hola!%20Quisiera%20hacer%20una%20consulta.%0A%C2%BFTienen%20estacionamiento%3F',
  );
  await expect(ask(page, '¿Hacen descuentos?')).resolves.toBe('Lo siento, no pude procesar tu solicitud. Probá de nuevo en un rato o escribinos por WhatsApp.');
  const replies = await botMessages(page).allTextContents();
  expect(replies.join('\n')).not.toMatch(/\[\d{3}\]|resource-exhausted|internal|Internal Server Error/);
  await viewportShot(page, 'chat-desktop-ia-limite');

  // Thanks and extras are answered here: askAI is not asked again.
  await expect(ask(page, 'genial, muchas gracias')).resolves.toBe('¡De nada! Si querés consultar otra fecha o reservar, acá estoy.');
  await expect(ask(page, '¿cuánto sale el DJ?')).resolves.toContain('El DJ no está en la lista de adicionales del salón');
  await expect(ask(page, 'cuánto el metegol')).resolves.toMatch(/^El metegol cuesta \$ [\d.]+ \(precio de [a-z]+ de \d{4}\)\.$/);
  expect(asked).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});

test('never sends blank messages, shows typed markup as text, closes with × or Escape without eating Back (phone)', async () => {
  const { context, page } = await open(PHONE);
  await page.goto(`${SITE_URL}/`);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Precios' }).click();
  await page.waitForURL(`${SITE_URL}/precios`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });

  const textarea = dialog(page).getByRole('textbox', { name: 'Mensaje' });
  await textarea.fill('   ');
  await textarea.press('Enter');
  await expect(dialog(page).getByRole('button', { name: 'Enviar' }).isDisabled()).resolves.toBe(true);
  await expect(dialog(page).locator('.chat-message--user')).toHaveCount(0);

  // Shift+Enter is a new line, not a send.
  await textarea.fill('hola');
  await textarea.press('Shift+Enter');
  await expect(dialog(page).locator('.chat-message--user')).toHaveCount(0);

  await ask(page, '<img src=x onerror="window.__pwned=1"> **hola**');
  await expect(dialog(page).locator('img')).toHaveCount(0);
  await expect(dialog(page).locator('.chat-message--user').last()).toHaveText('<img src=x onerror="window.__pwned=1"> **hola**');
  await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();

  const panel = await dialog(page).boundingBox();
  const box = await textarea.boundingBox();
  expect(panel && panel.height).toBeGreaterThan(PHONE.viewport.height - 2);
  expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  await viewportShot(page, 'chat-phone-markup');
  const busy = await ask(page, `${BUSY.slashed} libre?`);
  expect(busy).toContain(`El ${BUSY.long} está Ocupado.`);
  await viewportShot(page, 'chat-phone-ocupado');

  await dialog(page).getByRole('button', { name: 'Cerrar el chat' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await launcher(page).click();
  await dialog(page).waitFor();
  // The conversation is still there after reopening.
  await expect(dialog(page).locator('.chat-message--user')).toHaveCount(2);
  // Tab stays inside the dialog.
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('.chat-panel')))).resolves.toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  // Closing took the chat's history entries away: Back goes to the previous page.
  await page.goBack();
  await page.waitForURL(`${SITE_URL}/`);
  await context.close();
});

test('reloaded with the chat open, the page shows without it; opened again, the chat closes on the same page (phone)', async () => {
  const { context, page, errors } = await open(PHONE);
  await page.goto(`${SITE_URL}/precios`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });

  // The browser keeps the entry's state over the reload; the chat's conversation is gone, and so is the chat.
  await page.reload();
  await expect(launcher(page)).toBeEnabled({ timeout: 20_000 });
  await expect(dialog(page)).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });
  await dialog(page).getByRole('button', { name: 'Cerrar el chat' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/precios');
  // Closing went back to an entry of this load: the page was not loaded again.
  await expect(page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).resolves.toBe(true);
  await expect(launcher(page).evaluate((node) => node === document.activeElement)).resolves.toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('shows the chat button only while the Chatbot entry of componentOrder is visible', async () => {
  const db = adminDb();
  const order = ((await db.ref('componentOrder').get()).val() ?? []) as Array<{ name: string; isVisible: boolean }>;
  const position = order.findIndex((entry) => entry?.name === 'Chatbot');
  expect(position).toBeGreaterThanOrEqual(0);
  const visibility = db.ref(`componentOrder/${position}/isVisible`);
  const { context, page } = await open(DESKTOP);
  try {
    await page.goto(`${SITE_URL}/`);
    await launcher(page).waitFor();
    await visibility.set(false);
    await launcher(page).waitFor({ state: 'detached' });
    await visibility.set(true);
    await launcher(page).waitFor();
  } finally {
    await visibility.set(order[position]!.isVisible);
    await context.close();
  }
});

test('answers a month question with the free dates of those weekdays and their prices, never the busy one, and remembers none (phone)', async () => {
  const { context, page, errors } = await open(PHONE);
  await page.goto(`${SITE_URL}/`);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: 20_000 });
  // The Saturdays left in November after the fixed today: 14 and 21 are free, 28 is booked (beforeAll).
  await ask(page, 'Hola! ¿Qué sábados tienen libres en noviembre?');
  const lines = (await botMessages(page).last().locator('.chat-message__text').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines[0]).toBe('En lo que queda de noviembre de 2026 hay 2 fechas libres los sábados:');
  const bullets = lines.filter((line) => line.startsWith('• '));
  expect(bullets).toHaveLength(2);
  expect(bullets[0]).toMatch(/^• sábado 14 de noviembre de 2026: \$ 360\.000 — tarifa de .+$/);
  expect(bullets[1]).toMatch(/^• sábado 21 de noviembre de 2026: \$ 360\.000 — tarifa de .+$/);
  // The month is shown bold, on its own.
  await expect(
    botMessages(page)
      .last()
      .locator('strong')
      .filter({ hasText: /^noviembre de 2026$/ }),
  ).toHaveCount(1);
  // Nothing overflows the phone's width.
  await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  await viewportShot(page, 'chat-phone-mes');

  // A month list is not remembered: a follow-up without a date asks for one.
  await expect(ask(page, '¿y cuánto cuesta?')).resolves.toBe("Puedo ayudarte con eso. Por favor, dime una fecha específica (ej: 'el 25' o '25 de diciembre').");
  expect(errors).toEqual([]);
  await context.close();
});
