// Headless Debian Chromium driven by playwright-core, for the end-to-end tests and the benchmarks.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';
// The key alone: the session's index would load the Firebase SDK into every test process.
import { TEST_NAMESPACE_KEY } from '@salon/firebase/config';
import { DEMO_PROJECT_ID, testNamespace } from '../lib/ports';

export const SITE_URL = process.env.SALON_SITE_URL ?? 'http://localhost:8080';

/** Debian's Chromium as visitors have it: what the bench and Lighthouse measure. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the tests drive: Debian's `chromium-headless-shell`, the same Chromium build (Blink, V8, the network
 * stack) without the desktop browser's own layer, which costs the end-to-end suite a sixth of its CPU
 * (docs/testing.md, "What a test costs"). Without it installed, the full Chromium.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserOptions {
  /** The browser's own language, e.g. 'en_US' for a phone set to English (its native date fields read mm/dd/yyyy). */
  language?: string;
  /** More Chromium switches. */
  args?: string[];
  /** The full Chromium instead of the tests' headless shell: for figures that stand for a visitor's browser. */
  full?: boolean;
}

/** How Debian's Chromium is started, here and by the end-to-end workers' own browser (playwright.config.ts). */
export function chromiumLaunchOptions({ language = 'es_AR', args = [], full = false }: BrowserOptions = {}): LaunchOptions {
  return {
    executablePath: full ? CHROMIUM : TEST_CHROMIUM,
    // Playwright gives every launch a fresh, empty profile of its own.
    args: [...CHROMIUM_ARGS, ...args],
    // The browser's own words as an Argentine visitor's phone shows them: date fields read dd/mm/aaaa, not
    // mm/dd/yyyy (needs Debian's chromium-l10n; the context's locale alone does not reach them).
    env: { ...process.env, LANG: `${language}.UTF-8`, LANGUAGE: `${language}:${language.split('_')[0]}` },
  };
}

export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(options));
}

export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * A context as a visitor in Argentina has it (es-AR, the hall's time zone); `options` adds to it (e.g. storageState).
 * In an end-to-end worker its pages use the worker's database namespace (TEST_NAMESPACE_KEY, docs/testing.md).
 */
export async function newContext(
  browser: Browser,
  device: typeof PHONE | typeof DESKTOP = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', ...options });
  const namespace = testNamespace();
  if (namespace !== DEMO_PROJECT_ID) {
    await context.addInitScript(
      ([key, value]) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // a document without storage (about:blank, a data: URL) has no site code to read it
        }
      },
      [TEST_NAMESPACE_KEY, namespace] as const,
    );
  }
  return context;
}

/** Collects console errors and uncaught page errors, so tests can assert a page stayed healthy. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Fills the sign-in form on the page and sends it. */
async function sendSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function signInAs(page: Page, email: string, password: string, loginPath = '/login', site = SITE_URL): Promise<void> {
  await page.goto(site + loginPath);
  await sendSignInForm(page, email, password);
}

export const STAFF = {
  admin: { email: 'admin@salon.test', password: 'salon-admin-123' },
  recibos: { email: 'recibos@salon.test', password: 'salon-recibos-123' },
};

/**
 * Opens the staff page at `address` (a path and its query) signed in as `user`, as a bookmarked staff page is
 * opened: it sends a visitor to sign in and, once signed in, back to itself (RequireStaff), or, open to visitors,
 * offers its own link to sign in (`signInLink`). One page load, where signing in first loads the sign-in page and
 * then renders /admin (docs/testing.md, "What a test costs").
 */
export async function openAsStaff(
  page: Page,
  address: string,
  { user = STAFF.admin, site = SITE_URL, signInLink }: { user?: { email: string; password: string }; site?: string; signInLink?: string } = {},
): Promise<void> {
  await page.goto(site + address);
  if (signInLink) await page.getByRole('link', { name: signInLink }).click();
  await sendSignInForm(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname + url.search === address, { timeout: 20_000 });
}

/**
 * Whether this run keeps screenshots: `npm run e2e` does, to be looked at; `npm test` does not
 * (SALON_SCREENSHOTS=0), where no one looks at them and they were 16 of its core-seconds (docs/testing.md).
 */
const TAKES_SCREENSHOTS = process.env.SALON_SCREENSHOTS !== '0';

/**
 * A screenshot of the whole page (or only the screen, `fullPage: false`, for what is pinned to it) lands in
 * .test-artifacts/ to be looked at after a run.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(__dirname, '../../.test-artifacts', `${name}.png`), fullPage });
}
