// The staff pages with ten years of books: /consultas, /presupuesto, /recibo, /tablero and /cobranzas on a phone
// (360 px) with the CPU slowed down 4×, signed in as the admin, each in a fresh browser: the time from the
// navigation until the page's figures show (its list or table drawn, nothing left saying "Cargando"), and the
// bytes received from the database meanwhile (its WebSocket frames and HTTP answers). Once on the demo season
// and once on a database of its own holding ten years of a busy hall (tenYears.ts). Targets: ≤ 2 s and
// ≤ 1 MB per page with ten years (docs/performance.md). A table of figures, never a test.
import { performance } from 'node:perf_hooks';
import { getDatabaseWithUrl } from 'firebase-admin/database';
import type { Browser, Locator, Page } from 'playwright-core';
import { todayInHall } from '@salon/domain';
import { DEMO_PROJECT_ID, PORTS, databaseUrl } from '../lib/ports';
import { localAdminApp, seedIfEmpty } from '../seed/seed';
import { PHONE, STAFF } from '../testing/browser';
import { TEST_NAMESPACE_KEY } from '@salon/firebase/config';
import { formatTable } from './lighthouse';
import { TEN_YEARS, tenYearsBooks } from './tenYears';
import { monthsWithBooks, recomputeMonth } from '../../functions/src/figures';

/** The database of ten years: a namespace of the local server (docs/testing.md, "Parallel workers"). */
export const TEN_YEARS_NAMESPACE = `${DEMO_PROJECT_ID}-diez-anios`;

/** Ten years' targets (issue "ten years of books stay fast"). */
export const STAFF_PAGE_TARGET_MS = 2000;
export const STAFF_PAGE_TARGET_BYTES = 1_000_000;

/** Longer than any page takes: a page not drawn by then is reported as such. */
const SHOWN_TIMEOUT_MS = 90_000;

interface StaffPage {
  route: string;
  /** What is on screen once the page's figures are. */
  shown(page: Page): Locator;
}

export const STAFF_PAGES: readonly StaffPage[] = [
  { route: '/consultas', shown: (page) => page.locator('ol.bo-inquiries').first() },
  { route: '/presupuesto', shown: (page) => page.getByTestId('presupuestos-suma') },
  { route: '/recibo', shown: (page) => page.getByTestId('recibos-cantidad') },
  { route: '/tablero', shown: (page) => page.getByTestId('tabla-ingresos') },
  { route: '/cobranzas', shown: (page) => page.getByRole('heading', { name: 'Vencidas' }) },
];

export interface StaffPageFigures {
  route: string;
  data: 'demo' | 'diez años';
  /** Median ms until the figures show; NaN when they never did. */
  shownMs: number;
  /** Bytes from the database in that run. */
  bytes: number;
  error?: string;
}

/**
 * Ten years of books into the namespace (the demo season's settings and staff first, as the tests' have), and their
 * server-kept figures, every month recomputed as `npm run cifras` does.
 */
export async function loadTenYears(now: Date): Promise<void> {
  await seedIfEmpty({ namespace: TEN_YEARS_NAMESPACE, now });
  const db = getDatabaseWithUrl(databaseUrl(TEN_YEARS_NAMESPACE), localAdminApp());
  const books = tenYearsBooks(todayInHall(now));
  // A node at a time: each is a megabyte or two.
  for (const [key, value] of Object.entries(books)) await db.ref(key).set(value);
  for (const mes of await monthsWithBooks(db)) await recomputeMonth(db, mes, now.getTime());
}

const isDatabase = (url: string) => new URL(url).port === String(PORTS.database);

async function measureOnce(browser: Browser, siteUrl: string, namespace: string, target: StaffPage): Promise<{ ms: number; bytes: number }> {
  const context = await browser.newContext({ ...PHONE, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  try {
    if (namespace !== DEMO_PROJECT_ID)
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TEST_NAMESPACE_KEY, namespace] as const);
    const page = await context.newPage();
    // Signed in first (the session is kept in the browser), as staff open their pages.
    await page.goto(`${siteUrl}/login`);
    await page.getByLabel('Correo electrónico').fill(STAFF.admin.email);
    await page.getByLabel('Contraseña').fill(STAFF.admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/\/admin$/, { timeout: 30_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sockets = new Set<string>();
    const answers = new Set<string>();
    let bytes = 0;
    let counting = false;
    cdp.on('Network.webSocketCreated', (event) => isDatabase(event.url) && sockets.add(event.requestId));
    cdp.on('Network.webSocketFrameReceived', (event) => {
      if (counting && sockets.has(event.requestId)) bytes += Buffer.byteLength(event.response.payloadData);
    });
    cdp.on('Network.responseReceived', (event) => isDatabase(event.response.url) && answers.add(event.requestId));
    cdp.on('Network.loadingFinished', (event) => {
      if (counting && answers.has(event.requestId)) bytes += event.encodedDataLength;
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    counting = true;
    const start = performance.now();
    await page.goto(siteUrl + target.route);
    await target.shown(page).waitFor({ timeout: SHOWN_TIMEOUT_MS });
    await page.waitForFunction(() => !document.body.innerText.includes('Cargando'), undefined, { timeout: SHOWN_TIMEOUT_MS, polling: 50 });
    const ms = performance.now() - start;
    counting = false;
    return { ms, bytes };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

export async function benchStaffPages(browser: Browser, siteUrl: string, runs: number): Promise<StaffPageFigures[]> {
  const results: StaffPageFigures[] = [];
  for (const target of STAFF_PAGES) {
    for (const [data, namespace] of [
      ['demo', DEMO_PROJECT_ID],
      ['diez años', TEN_YEARS_NAMESPACE],
    ] as const) {
      const measured: Array<{ ms: number; bytes: number }> = [];
      let error: string | undefined;
      for (let run = 0; run < runs; run++) {
        try {
          measured.push(await measureOnce(browser, siteUrl, namespace, target));
        } catch (failure) {
          error = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
        }
      }
      results.push({
        route: target.route,
        data,
        shownMs: measured.length > 0 ? median(measured.map((m) => m.ms)) : NaN,
        bytes: measured.length > 0 ? median(measured.map((m) => m.bytes)) : NaN,
        error,
      });
    }
  }
  return results;
}

const kilobytes = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB` : '—');

export function formatStaffPageTable(results: readonly StaffPageFigures[]): string {
  const rows = results.map((r) => {
    const over = r.data === 'diez años' && (r.shownMs > STAFF_PAGE_TARGET_MS || r.bytes > STAFF_PAGE_TARGET_BYTES);
    return [
      r.route,
      r.data,
      Number.isFinite(r.shownMs) ? `${(r.shownMs / 1000).toFixed(2)} s` : 'no se dibujó',
      kilobytes(r.bytes),
      over ? '← fuera de la meta' : r.error ? `(${r.error})` : '',
    ];
  });
  return formatTable(['página', 'datos', 'hasta ver las cifras', 'recibido de la base', ''], rows);
}

export const TEN_YEARS_DESCRIPTION = `${TEN_YEARS.budgets.toLocaleString('es-AR')} presupuestos, ${TEN_YEARS.receipts.toLocaleString('es-AR')} recibos y ${TEN_YEARS.inquiries.toLocaleString('es-AR')} consultas`;
