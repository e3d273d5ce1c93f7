// Production build of the host and every remote (minified, as visitors get them), then the size budgets: the
// build fails when the JavaScript for "/" exceeds 185 KB gzip, or a prerendered page's HTML 14 KB gzip
// (scripts/lib/budget.ts).
import path from 'node:path';
import { APPS } from './lib/apps';
import { compile, type AppConfigFactory } from './lib/compile';
import { HOME_JS_BUDGET_BYTES, PAGE_HTML_BUDGET_BYTES, chromiumAvailable, kb, prerenderedPagesGzip, totalJsGzip } from './lib/budget';
import { PRERENDERED_ROUTES, routeFile } from './prerender';
import { measureRouteJs } from './lib/measureJs';
import { serveStatic } from './lib/serveStatic';
import { repoRoot, runTsx } from './lib/processes';
import { launchBrowser } from './testing/browser';

export interface BuildOptions {
  mode?: 'production' | 'development';
  /** The local database namespace the pages are prerendered from (scripts/prerender.ts); none: the demo project's. */
  dataNamespace?: string;
}

export async function buildAll({ mode = 'production', dataNamespace }: BuildOptions = {}): Promise<void> {
  const configs = APPS.map((app) => (require(path.join(app.dir, 'webpack.config.cjs')) as AppConfigFactory)({}, { mode }));
  const started = Date.now();
  await compile(configs);
  console.log(`Build de producción de ${APPS.length} apps en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log('JavaScript de cada build (gzip, todos los archivos):');
  for (const app of APPS) console.log(`  ${app.name.padEnd(11)} ${kb(totalJsGzip(path.join(app.dir, 'dist'))).padStart(9)}`);
  // Its own process: it loads the apps' source with React in production mode, apart from this one.
  if (mode === 'production') {
    const namespace = dataNamespace ? [`--espacio=${dataNamespace}`] : [];
    await runTsx(path.join(repoRoot, 'scripts/prerender.ts'), namespace, { label: 'prerender' });
    checkPageHtmlBudget();
  }
  await checkHomeBudget();
}

/** Fails the build if a prerendered page's HTML would need a second round trip. */
function checkPageHtmlBudget(): void {
  const host = APPS.find((app) => app.name === 'host')!;
  const pages = prerenderedPagesGzip(path.join(host.dir, 'dist'), PRERENDERED_ROUTES.map(routeFile));
  const largest = pages[0]!;
  console.log(`Presupuesto del HTML: la página más pesada, ${largest.file}, ${kb(largest.bytes)} (gzip) de ${kb(PAGE_HTML_BUDGET_BYTES)} como máximo.`);
  const over = pages.filter((page) => page.bytes > PAGE_HTML_BUDGET_BYTES);
  if (over.length) {
    throw new Error(`El HTML de ${over.map((page) => `${page.file} (${kb(page.bytes)})`).join(', ')} supera el presupuesto de ${kb(PAGE_HTML_BUDGET_BYTES)}.`);
  }
}

/** Loads "/" of the fresh host build in Chromium and fails the build if its JavaScript is over budget. */
async function checkHomeBudget(): Promise<void> {
  if (!chromiumAvailable()) {
    console.warn('Sin Chromium (/usr/bin/chromium): no se midió el presupuesto de "/". `npm test` lo mide.');
    return;
  }
  const host = APPS.find((app) => app.name === 'host')!;
  const server = await serveStatic(path.join(host.dir, 'dist'), 0, '127.0.0.1');
  const browser = await launchBrowser();
  try {
    const { bytes, requests } = await measureRouteJs(browser, `http://127.0.0.1:${server.port}/`);
    console.log(`Presupuesto de "/": ${kb(bytes)} de JavaScript (gzip, ${requests} archivos) de ${kb(HOME_JS_BUDGET_BYTES)} como máximo.`);
    if (bytes > HOME_JS_BUDGET_BYTES) {
      throw new Error(`El JavaScript de "/" (${kb(bytes)}) supera el presupuesto de ${kb(HOME_JS_BUDGET_BYTES)}.`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (require.main === module) {
  buildAll().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
