// Versions that meet in visitors' browsers: a remote deployed alone runs next to a host built before or after
// it. Each mix serves one app from the previous release (releases/previous.json, built as it was) and the rest
// from this checkout, and a visitor's walk over the public pages that load the previous app must work in each
// (WALK): the pages' own headings, the remote taking over the prerendered page (data-listo), the chat opening,
// no Spanish fallback notice and no uncaught error. The previous release is answered at the app's own address,
// as a deploy would.
// Why and how releases are recorded: docs/releases.md.
import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PORTS } from '../../scripts/lib/ports';
import { repoRoot } from '../../scripts/lib/processes';
import { APPS, type AppInfo } from '../../scripts/lib/apps';
import { serveStatic, type StaticServer } from '../../scripts/lib/serveStatic';
import { DESKTOP, SITE_URL, launchBrowser, newContext, watchPageErrors } from '../../scripts/testing/browser';
import { fixClock } from '../../scripts/testing/clock';
import { buildPreviousRelease, previousRelease } from '../../scripts/testing/previousRelease';
import { rewrittenBuild, serveBuildAt } from '../../scripts/testing/rewrittenBuild';

let browser: Browser;
const servers: StaticServer[] = [];
let catalogWithNewerUi: string;
const previousPort: Partial<Record<AppInfo['name'], number>> = {};

test.beforeAll(async () => {
  test.setTimeout(900_000);
  // A page answered by the test (route.fulfill) counts as a public address to Chromium's local network access
  // checks, which then refuse its requests to the other local apps and the database; a deploy has no such split.
  browser = await launchBrowser({ args: ['--disable-features=LocalNetworkAccessChecks'] });
  catalogWithNewerUi = catalogNeedingNewerUi();
  const dist = await buildPreviousRelease();
  for (const app of APPS) {
    const server = await serveStatic(dist[app.name], 0, '127.0.0.1');
    servers.push(server);
    previousPort[app.name] = server.port;
  }
});

test.afterAll(async () => {
  await browser?.close();
  if (catalogWithNewerUi) rmSync(catalogWithNewerUi, { recursive: true, force: true });
  await Promise.all(servers.map((server) => server.close()));
});

/**
 * A fresh visitor (fixed clock) whose requests to `old`'s address are answered by the previous release;
 * `oldAnswered` counts them.
 */
async function visitorWithPrevious(old: AppInfo['name']) {
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  const opened = { context, page, errors: watchPageErrors(page), oldAnswered: 0 };
  await fixClock(page);
  const { port } = APPS.find((app) => app.name === old)!;
  await context.route(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${port}/`), async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${previousPort[old]}${url.pathname}${url.search}` });
    opened.oldAnswered += 1;
    await route.fulfill({ response });
  });
  return opened;
}

const h1 = (page: Page, title: string | RegExp) => page.getByRole('heading', { level: 1 }).filter({ hasText: title }).first();

/** The remote's part of the page is live: its code took over (not only the prerendered HTML). */
const remoteLive = (page: Page) => page.locator('.remote-slot[data-listo]').first().waitFor({ timeout: 20000 });

/**
 * The visitor's walk, each step with the apps whose code it loads (the home page is the host's own; the chat's
 * code loads when it is opened). A mix walks the steps that load its previous app: a step that does not runs
 * only current code, as the other end-to-end tests do. The previous host walks them all.
 */
const WALK: { apps: AppInfo['name'][]; visit: (page: Page) => Promise<void> }[] = [
  {
    apps: ['host'],
    visit: async (page) => {
      await page.goto(SITE_URL + '/');
      await page.locator('#home-prices-title').waitFor({ timeout: 20000 });
    },
  },
  {
    apps: ['host', 'catalog'],
    visit: async (page) => {
      await page.goto(SITE_URL + '/precios');
      await h1(page, /^Precios · Noviembre 2026$/).waitFor({ timeout: 20000 });
      await remoteLive(page);
      await expect(page.locator('[data-field="a_precio_4hs_"]').first().textContent()).resolves.toMatch(/^\$ \d/);
    },
  },
  {
    apps: ['host', 'catalog'],
    visit: async (page) => {
      await page.goto(SITE_URL + '/calculadora');
      await h1(page, /^Calculadora$/).waitFor({ timeout: 20000 });
      await remoteLive(page);
    },
  },
  {
    apps: ['host', 'calendar', 'chat'],
    visit: async (page) => {
      await page.goto(SITE_URL + '/calendario');
      await h1(page, /^Calendario$/).waitFor({ timeout: 20000 });
      await remoteLive(page);
      await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor({ timeout: 20000 });
    },
  },
  {
    apps: ['host', 'backoffice'],
    visit: async (page) => {
      await page.goto(SITE_URL + '/login');
      await h1(page, /^Ingreso del personal$/).waitFor({ timeout: 20000 });
      await remoteLive(page);
    },
  },
];

const { tag } = previousRelease();

for (const old of APPS.map((app) => app.name)) {
  test(`${old} from ${tag} with everything else current: the public pages work`, async () => {
    test.setTimeout(120_000);
    const visitor = await visitorWithPrevious(old);
    const { context, page, errors } = visitor;
    for (const step of WALK.filter(({ apps }) => apps.includes(old))) {
      const answeredBefore = visitor.oldAnswered;
      await step.visit(page);
      await expect(page.locator('.remote-fallback')).toHaveCount(0);
      // The step ran the previous release's code, not only the current apps'.
      expect(visitor.oldAnswered).toBeGreaterThan(answeredBefore);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * The catalog as if built needing @salon/ui 9 (a singleton the page provides at 0.x): its build with the
 * version it requires of @salon/ui rewritten, where it consumes the library and where it offers its own copy.
 */
function catalogNeedingNewerUi(): string {
  return rewrittenBuild(path.join(repoRoot, 'remotes/catalog/dist'), [
    {
      what: 'the version of @salon/ui it consumes',
      from: /requiredVersion:"[^"]*"(?=[^{}]*shareKey:"@salon\/ui")/g,
      to: 'requiredVersion:"^9.0.0"',
    },
    {
      what: 'the version of @salon/ui it offers',
      from: /("@salon\/ui":\[\{[^{}]*shareConfig:\{[^{}]*)requiredVersion:"[^"]*"/g,
      to: (_match, before) => `${before}requiredVersion:"^9.0.0"`,
    },
  ]);
}

test('a remote that needs a newer shared library than the page has shows the Spanish notice in its place, and the rest works', async () => {
  test.setTimeout(120_000);
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  await fixClock(page);
  await serveBuildAt(context, PORTS.catalog, catalogWithNewerUi);
  await page.goto(SITE_URL + '/precios');
  await page.getByText('Esta sección no está disponible en este momento.').waitFor({ timeout: 20000 });
  await expect(page.locator('.site-header')).toBeVisible();
  await page.goto(SITE_URL + '/calendario');
  await h1(page, /^Calendario$/).waitFor({ timeout: 20000 });
  await remoteLive(page);
  await context.close();
});
