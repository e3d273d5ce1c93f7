// Every public page and every staff page on a 360 px phone, with the demo season: nothing sticks out sideways
// (the page never scrolls horizontally), and what is pinned to the screen (the site's header, the visitors' bar of
// actions, the calculator's total) covers neither the page's heading nor its first control, at the top of the page
// or when either is scrolled into view, and takes at most a quarter of a 740 px screen. On a phone the staff menu
// is folded behind its «Menú» button on every staff page. `npm run e2e` leaves a screenshot of each page, on the
// phone and on a desktop, in .test-artifacts/ (telefono-*, escritorio-*), to be looked at.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, SITE_URL, openAsStaff, screenshot } from '../../scripts/testing/browser';
import { adminDb } from '../../scripts/testing/adminDb';
import { fixClock } from '../../scripts/testing/clock';
import { useE2eBrowser, type Device } from '../../scripts/testing/e2eSetup';

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

const PUBLIC_PAGES = ['/', '/precios', '/preciosfinde', '/preciospromo', '/fotos', '/Plano', '/calculadora', '/calendario', '/login', DEMO_CLIENT_LINK];

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

/** At most this share of the phone's screen is pinned (the header and the bars at the bottom, together). */
const MOST_PINNED = 0.25;

interface Layout {
  /** How far the page is wider than the screen, in px (0: it fits). */
  overflow: number;
  /** The innermost elements that reach past the screen's right edge, for the failure's message. */
  wide: string[];
  /** What the heading or the first control is under, as "what under what (where)", and pinned parts that overlap. */
  covered: string[];
  /** The share of the screen that bars pinned across it take, halfway down the page. */
  pinned: number;
}

/** Measures the page as it is now (see Layout); it scrolls the page. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} '${(element.textContent ?? '').trim().slice(0, 30)}'`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };

    // What a box of its own scrolls or clips (a wide table in its scrolling box) does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => visible(element) && element.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(element))
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map((element) => `${describe(element)} to ${Math.round(element.getBoundingClientRect().right)} px`);

    // Pinned to the screen: fixed, or sticky with no scrolling box of its own between it and the page (a table's
    // header that sticks inside its own scrolling box covers only that box's cells).
    const scrollsItself = (element: Element) => /auto|scroll|hidden/.test(getComputedStyle(element).overflow);
    const pinnedToScreen = (element: Element) => {
      const { position } = getComputedStyle(element);
      if (position === 'fixed') return true;
      if (position !== 'sticky') return false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsItself(parent)) return false;
      }
      return true;
    };
    const pinned = [...document.querySelectorAll('body *')].filter(pinnedToScreen);
    const overlaps = (a: DOMRect, b: DOMRect) => a.bottom > b.top + 1 && a.top < b.bottom - 1 && a.right > b.left + 1 && a.left < b.right - 1;
    const under = (target: Element) =>
      pinned.find(
        (element) =>
          !element.contains(target) &&
          !target.contains(element) &&
          visible(element) &&
          overlaps(target.getBoundingClientRect(), element.getBoundingClientRect()),
      );

    const main = document.querySelector('main') ?? document.body;
    const heading = main.querySelector('h1');
    const control = [...main.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex="0"]')].find(
      (element) => visible(element) && !(element as HTMLButtonElement).disabled,
    );
    const covered: string[] = [];
    for (const target of [heading, control]) {
      if (!target) continue;
      const check = (where: string) => {
        const cover = under(target);
        if (cover) covered.push(`${describe(target)} under ${describe(cover)} (${where})`);
      };
      window.scrollTo(0, 0);
      check('top of the page');
      for (const block of ['start', 'end'] as const) {
        target.scrollIntoView({ block });
        check(`scrolled into view, ${block}`);
      }
    }

    // Halfway down the page: the bars across the screen (a column pinned beside the content, as the budget's summary
    // on a desktop, covers none of it) and whether anything pinned slid under something else pinned.
    window.scrollTo(0, (root.scrollHeight - root.clientHeight) / 2);
    const screen = root.clientHeight;
    const shown = pinned.filter((element) => visible(element) && !pinned.some((other) => other !== element && other.contains(element)));
    let pinnedHeight = 0;
    for (const element of shown) {
      const box = element.getBoundingClientRect();
      if (box.width < root.clientWidth / 2) continue;
      pinnedHeight += Math.max(0, Math.min(box.bottom, screen) - Math.max(box.top, 0));
    }
    for (const [index, element] of shown.entries()) {
      const other = shown.slice(index + 1).find((next) => overlaps(element.getBoundingClientRect(), next.getBoundingClientRect()));
      if (other) covered.push(`${describe(element)} and ${describe(other)} overlap (halfway down the page)`);
    }
    window.scrollTo(0, 0);
    return { overflow: root.scrollWidth - root.clientWidth, wide, covered, pinned: Math.round((pinnedHeight / screen) * 100) / 100 };
  });
}

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

async function checkFits(page: Page, path: string): Promise<void> {
  const layout = await measure(page);
  expect(layout.wide, `${path}: wider than the screen`).toEqual([]);
  expect(layout.overflow, `${path}: scrolls sideways`).toBeLessThanOrEqual(0);
  expect(layout.covered, `${path}: covered by what is pinned`).toEqual([]);
  expect(layout.pinned, `${path}: share of the screen pinned`).toBeLessThanOrEqual(MOST_PINNED);
}

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
        await checkFits(page, path);
        if (path === '/calendario') {
          // Every day's label starts with a whole word: "Reservado", "Ocupado", "feriado", not cut to "Reservad".
          await expect(page.locator('.cal-month-view .cal-event', { hasText: /^Reservado/ })).toHaveCount(1);
          const cut = await page.locator('.cal-month-view .cal-event').evaluateAll((events) =>
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
        }
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
          await checkFits(page, path);
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

test('on a phone the staff menu opens, takes to another page and folds again there', async () => {
  const { context, page, errors } = await e2e.openPage(PHONE);
  await fixClock(context);
  await openAsStaff(page, '/consultas');
  const menu = page.getByRole('button', { name: 'Menú: Consultas' });
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

test('on a phone the price grid keeps its months and its fields in view, scrolled to its far corner', async () => {
  const { context, page, errors } = await e2e.openPage(PHONE);
  await fixClock(context);
  await openAsStaff(page, '/admin');
  const grid = page.getByRole('region', { name: 'Tabla de precios por mes' });
  await grid.scrollIntoViewIfNeeded();
  await grid.evaluate((box) => box.scrollTo(box.scrollWidth, box.scrollHeight));
  // What is drawn at the box's corners: the headers, over the prices that scrolled under them.
  const seen = await grid.evaluate((box) => {
    const area = box.getBoundingClientRect();
    const header = (x: number, y: number) =>
      document.elementFromPoint(x, y)?.closest('th')?.querySelector('span')?.textContent ?? document.elementFromPoint(x, y)?.closest('th')?.textContent;
    return {
      corner: header(area.left + 8, area.top + 8),
      lastField: header(area.right - 24, area.top + 8),
      lastMonth: header(area.left + 8, area.bottom - 24),
    };
  });
  expect(seen).toEqual({ corner: 'Mes', lastField: 'Parrillero', lastMonth: 'Junio 2027' });
  await expect(page.getByLabel('Parrillero, Junio 2027')).toBeInViewport();
  await screenshot(page, 'telefono-admin-grilla', { fullPage: false });
  expect(errors).toEqual([]);
  await context.close();
});
