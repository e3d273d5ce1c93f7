// Every staff page, and the public pages that host/e2e/accessibility.e2e.test.ts does not open (a budget's page for
// its client, the receipts' sign-in), on a 360 px phone and on a desktop, with the demo season: each fits the
// screen (scripts/testing/layoutChecks.ts: nothing sticks out sideways, nothing pinned covers its heading or its
// first control). On a phone the staff menu is folded behind its «Menú» button on every staff page, the price
// grid keeps its months and its fields in view, and the calendar's labels are whole words. `npm run e2e` leaves
// a screenshot of each page in .test-artifacts/ (telefono-*, escritorio-*), to be looked at.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, openAsStaff, screenshot } from '../../scripts/testing/browser';
import { adminDb } from '../../scripts/testing/adminDb';
import { fixClock } from '../../scripts/testing/clock';
import { useE2eBrowser, type Device } from '../../scripts/testing/e2eSetup';
import { expectFits } from '../../scripts/testing/layoutChecks';

/** A date held for a budget, in the month the calendar opens on: its label, "Reservado", is the longest first word. */
const HELD_DATE = '2026-11-20';
/** An inquiry with all a visitor may write long: every add-on, a message with an address in one piece. */
const LONG_INQUIRY = 'e2eTelefonoLarga';

const e2e = useE2eBrowser({
  cleanUp: async () => {
    await adminDb()
      .ref()
      .update({ [`reservas/${HELD_DATE}`]: null, [`consultas/${LONG_INQUIRY}`]: null });
  },
});

test.beforeAll(async () => {
  await adminDb()
    .ref()
    .update({
      [`reservas/${HELD_DATE}`]: { tipo: 'evento', provisoria: true, venceEn: Date.parse('2027-01-31T12:00:00-03:00'), creadoEn: 1, creadoPor: 'e2e' },
      [`consultas/${LONG_INQUIRY}`]: {
        nombre: 'María de los Ángeles Fernández Etcheverry',
        telefono: '+54 9 11 5555-6666',
        fecha: '2026-12-12',
        invitados: 120,
        alquiler: '4hs',
        adicionales: { camarera: 3, metegol: 1, pingPong: 1, inflable: 1, proyector: 1, arcade: 1, horaOrganizacion: 2, parrillero: 1 },
        mensaje: 'Vimos la decoración en https://www.instagram.com/p/CumpleañosDeQuinceDecoracionDorada2026/ ¿se puede?',
        estado: 'nueva',
        creadaEn: Date.parse('2026-11-09T18:30:00-03:00'),
      },
    });
});

/** The demo season's budget, its receipt and the budget's page for its client (scripts/seed/demoData.ts). */
const DEMO_BUDGET = 'demo1';
const DEMO_CLIENT_LINK = '/p/DemoEnlaceClienteFamiliaPerez_0123456789abc';

const PUBLIC_PAGES = [DEMO_CLIENT_LINK, '/loginReciboPage'];

const STAFF_PAGES = [
  '/admin',
  '/configuracion',
  '/consultas',
  '/cobranzas',
  '/tablero',
  '/agenda',
  '/presupuesto',
  `/presupuesto/${DEMO_BUDGET}`,
  `/presupuesto/editar/${DEMO_BUDGET}`,
  '/recibo',
  '/templateRecibo?numero=1',
  '/migracion',
];

/** Opens `path` and waits until its page is drawn with its data: its heading there, nothing still loading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(SITE_URL + path);
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  if (path !== '/') await page.locator('.remote-slot[data-listo]').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('.salon-loading').length === 0, null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** "telefono-presupuesto-demo1", "escritorio-inicio": the screenshot's name. */
const shotName = (device: string, path: string) => `${device}${path === '/' ? '-inicio' : path.replace(/[/?=]+/g, '-')}`;

for (const [device, size] of [
  ['telefono', PHONE],
  ['escritorio', DESKTOP],
] as Array<[string, Device]>) {
  test.describe(`on a ${device === 'telefono' ? 'phone' : 'desktop'}`, () => {
    for (const path of PUBLIC_PAGES) {
      test(`${path} fits the screen`, async () => {
        const { context, page, errors } = await e2e.openPage(size);
        await fixClock(context);
        await open(page, path);
        await screenshot(page, shotName(device, path));
        await expectFits(page, path);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    test.describe('staff pages', () => {
      // One sign-in for all the staff pages: each is then opened as a bookmark is.
      let staff: { context: BrowserContext; page: Page; errors: string[] } | undefined;
      test.beforeAll(async () => {
        staff = await e2e.openPage(size);
        await fixClock(staff.context);
        await openAsStaff(staff.page, '/admin');
      });
      test.afterAll(async () => {
        await staff?.context.close();
      });

      for (const path of STAFF_PAGES) {
        test(`${path} fits the screen${size === PHONE ? ', its menu folded behind «Menú»' : ''}`, async () => {
          if (!staff) throw new Error('Not signed in.');
          const { page, errors } = staff;
          await open(page, path);
          const nav = page.getByRole('navigation', { name: 'Secciones del personal' });
          const menu = page.getByRole('button', { name: /^Menú/ });
          await screenshot(page, shotName(device, path));
          await expectFits(page, path);
          if (size === PHONE) {
            await expect(nav).toBeHidden();
            await menu.click();
            await expect(nav.getByRole('link', { name: 'Presupuestos' })).toBeVisible();
            await screenshot(page, `${shotName(device, path)}-menu`, { fullPage: false });
            await menu.click();
            await expect(nav).toBeHidden();
          } else {
            await expect(menu).toBeHidden();
            await expect(nav).toBeVisible();
          }
          expect(errors).toEqual([]);
        });
      }
    });
  });
}

test('on a phone the price grid keeps its months and its fields in view; the menu takes to another page and folds there', async () => {
  const { context, page, errors } = await e2e.openPage(PHONE);
  await fixClock(context);
  await openAsStaff(page, '/admin');
  const grid = page.getByRole('region', { name: 'Tabla de precios por mes' });
  await grid.scrollIntoViewIfNeeded();
  await grid.evaluate((box) => box.scrollTo(box.scrollWidth, box.scrollHeight));
  // What is drawn at the box's corners, scrolled to its last month and its last field: the headers, over the prices.
  const seen = await grid.evaluate((box) => {
    const area = box.getBoundingClientRect();
    const header = (x: number, y: number) => {
      const cell = document.elementFromPoint(x, y)?.closest('th');
      return (cell?.querySelector('span') ?? cell)?.textContent;
    };
    return {
      corner: header(area.left + 8, area.top + 8),
      lastField: header(area.right - 24, area.top + 8),
      lastMonth: header(area.left + 8, area.bottom - 24),
    };
  });
  expect(seen).toEqual({ corner: 'Mes', lastField: 'Parrillero', lastMonth: 'Junio 2027' });
  await expect(page.getByLabel('Parrillero, Junio 2027')).toBeInViewport();
  await screenshot(page, 'telefono-admin-grilla', { fullPage: false });

  const menu = page.getByRole('button', { name: 'Menú: Admin' });
  await menu.scrollIntoViewIfNeeded();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Secciones del personal' }).getByRole('link', { name: 'Agenda' }).click();
  await page.waitForURL(`${SITE_URL}/agenda`);
  await expect(page.getByRole('button', { name: 'Menú: Agenda' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Secciones del personal' })).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});

for (const [device, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, Device]>) {
  test(`on a ${device} every label of the calendar's month starts with a whole word, "Reservado" too`, async () => {
    const { context, page, errors } = await e2e.openPage(size);
    await fixClock(context);
    await open(page, '/calendario');
    const labels = page.locator('.cal-month-view .cal-event');
    await expect(labels.filter({ hasText: /^Reservado/ })).toHaveCount(1);
    // The first word is the label's first text (MonthCalendar.tsx); the rest shows only where there is room.
    const cut = await labels.evaluateAll((events) =>
      events
        .map((event) => {
          const word = document.createRange();
          word.selectNodeContents(event.firstChild ?? event);
          return { text: word.toString(), width: word.getBoundingClientRect().width, room: event.getBoundingClientRect().width };
        })
        .filter(({ width, room }) => width > room)
        .map(({ text, width, room }) => `${text}: ${Math.round(width)} px in ${Math.round(room)} px`),
    );
    expect(cut).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}
