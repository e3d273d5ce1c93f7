// `npm run bench`: figures, printed. JavaScript transferred per route, measured in headless Chromium
// over the production build on the local backend (gzip as served), the domain's timings, and Lighthouse 12
// as a phone sees each public page (mobile, simulated throttling, median of 3 runs) on the composed site and
// on the same host built as one webpack app without federation (scripts/bench/single-app), side by side.
//
//   npm run bench                                   everything (about 10 minutes on 2 cores)
//   npm run bench -- --build                        rebuild the composed site first
//   npm run bench -- --rutas=/,/precios --corridas=1   fewer Lighthouse routes / runs (or BENCH_RUTAS, BENCH_CORRIDAS)
//   npm run bench -- --sin-una-app                  skip the single-app build and its table
//   npm run bench -- --sin-lighthouse               only the JavaScript per route and the domain timings
//   npm run bench -- --todo                         also accessibility, best practices and SEO scores
//   npm run bench -- --sin-interacciones            skip the interaction timings (chat, month, calculator at 4× CPU)
//   npm run bench -- --sin-diez-anios               skip the staff pages on ten years of books (bench/staffPages.ts)
//   npm run bench -- --solo-diez-anios              only the staff pages on ten years of books
//
// It serves on the usual ports (8080–8084, 9000, 9099, 5001): to run it beside another `npm start`, give it a
// loopback of its own: `unshare --net bash -c 'ip link set lo up; npm run bench'` (root, or add -r).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './lib/apps';
import { startLocalBackend } from './lib/backend';
import { kb, HOME_JS_BUDGET_BYTES } from './lib/budget';
import { repoRoot } from './lib/processes';
import { serveStatic } from './lib/serveStatic';
import { serveBuiltSite, type ServedSite } from './lib/site';
import { buildAll } from './build-all';
import { seedIfEmpty } from './seed/seed';
import { PHONE, SITE_URL, launchBrowser, watchPageErrors } from './testing/browser';
import { measureRouteJs } from './lib/measureJs';
import { benchChat } from './bench/chat';
import { benchAvailability } from './bench/availability';
import { benchWrites } from './bench/writes';
import { benchInteractions, formatInteractionTable } from './bench/interactions';
import {
  formatLighthouseTable,
  formatNotes,
  formatTable,
  lighthouseOptionsFromArgs,
  PUBLIC_ROUTES,
  runLighthouse,
  type LighthouseOptions,
  type RouteFigures,
} from './bench/lighthouse';
import { buildSingleApp } from './bench/singleApp';
import { benchStaffPages, formatStaffPageTable, loadTenYears, TEN_YEARS_DESCRIPTION, TEN_YEARS_NAMESPACE } from './bench/staffPages';

const ROUTES = ['/', '/precios', '/fotos', '/Plano', '/calculadora', '/calendario', '/login', '/cotizacion-exitosa'];

async function measureRoutes(): Promise<void> {
  const browser = await launchBrowser({ full: true });
  try {
    console.log('\nJavaScript transferido por ruta (gzip, primera visita, teléfono 360 px):');
    console.log('  ruta                  JS           pedidos JS   DOMContentLoaded');
    for (const route of ROUTES) {
      const { bytes, requests, domContentLoadedMs } = await measureRouteJs(browser, SITE_URL + route);
      const flag = route === '/' && bytes > HOME_JS_BUDGET_BYTES ? '  ← supera el presupuesto' : '';
      console.log(
        `  ${route.padEnd(20)}  ${kb(bytes).padStart(9)}   ${String(requests).padStart(10)}   ${(Number.isFinite(domContentLoadedMs) ? `${domContentLoadedMs} ms` : '—').padStart(11)}${flag}`,
      );
    }
    console.log(`  (presupuesto de "/": ${kb(HOME_JS_BUDGET_BYTES)})`);
  } finally {
    await browser.close();
  }
}

async function measureStaffPages(runs: number): Promise<void> {
  const browser = await launchBrowser({ full: true });
  try {
    console.log(
      `\nPáginas del personal en un teléfono (360 px, CPU ×4), mediana de ${runs}: con la temporada de demostración y con diez años ` +
        `(${TEN_YEARS_DESCRIPTION}); meta con diez años ≤ 2 s y ≤ 1 MB:`,
    );
    console.log(formatStaffPageTable(await benchStaffPages(browser, SITE_URL, runs)));
  } finally {
    await browser.close();
  }
}

async function measureInteractions(runs: number): Promise<void> {
  const browser = await launchBrowser({ full: true });
  try {
    console.log(`\nInteracciones en un teléfono (360 px, CPU ×4), de la entrada al siguiente cuadro dibujado, mediana de ${runs}; meta ≤ 100 ms:`);
    console.log(formatInteractionTable(await benchInteractions(browser, SITE_URL, runs)));
  } finally {
    await browser.close();
  }
}

/**
 * Each route draws its page (its title, `main h1`) with no error in the page. A figure of a page that never
 * drew is no figure: the one app's pages once stopped drawing (its loader lacked a function the host had
 * gained) and its table kept printing the loading text's figures.
 */
async function checkPagesDrawn(title: string, baseUrl: string, routes: readonly string[]): Promise<void> {
  const browser = await launchBrowser({ full: true });
  const failures: string[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage(PHONE);
      const errors = watchPageErrors(page);
      await page.goto(baseUrl + route);
      const drawn = await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!drawn || errors.length) failures.push(`${route}: ${errors[0] ?? 'no dibujó su título (main h1)'}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  if (failures.length) throw new Error(`${title}: estas páginas no se dibujan, no se miden:\n  ${failures.join('\n  ')}`);
}

async function lighthouseTable(title: string, baseUrl: string, options: LighthouseOptions): Promise<RouteFigures[]> {
  await checkPagesDrawn(title, baseUrl, options.routes ?? PUBLIC_ROUTES);
  const started = Date.now();
  process.stdout.write(`\nLighthouse, ${title} (${baseUrl}): `);
  const results = await runLighthouse(baseUrl, {
    ...options,
    onRun: (_route, _run, figures) => process.stdout.write(figures instanceof Error ? '✗' : '.'),
  });
  console.log(` ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(formatLighthouseTable(results));
  console.log('  Qué señala Lighthouse (primera corrida de cada ruta):');
  console.log(formatNotes(results));
  return results;
}

function ratioTable(composed: readonly RouteFigures[], single: readonly RouteFigures[]): string {
  const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');
  const rows = composed.map((c) => {
    const s = single.find((figures) => figures.route === c.route);
    return [c.route, s ? ratio(c.lcpS, s.lcpS) : '—', s ? ratio(c.jsKb, s.jsKb) : '—', s ? ratio(c.requests, s.requests) : '—'];
  });
  return formatTable(['ruta', 'LCP', 'JS', 'pedidos'], rows);
}

function describeCode(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return changed ? `${commit} + cambios sin commit` : commit;
  } catch {
    return 'sin git';
  }
}

async function main() {
  const argv = process.argv;
  const withLighthouse = !argv.includes('--sin-lighthouse');
  const withSingleApp = withLighthouse && !argv.includes('--sin-una-app') && !argv.includes('--solo-diez-anios');
  const options = lighthouseOptionsFromArgs(argv);
  const now = new Date();
  console.log(
    `Medición del ${now.toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', dateStyle: 'full', timeStyle: 'short' })} ` +
      `(${now.toISOString()}), código ${describeCode()}, Node ${process.version}.`,
  );

  const onlyStaffPages = argv.includes('--solo-diez-anios');
  if (!onlyStaffPages) {
    benchAvailability();
    benchChat();
    await benchWrites();
  }
  const withTenYears = onlyStaffPages || !argv.includes('--sin-diez-anios');
  // The ten years are loaded before the triggers are on (thousands of writes at once, not a hall's day of work),
  // with their figures computed as `npm run cifras` does.
  const backend = await startLocalBackend({ namespaces: [TEN_YEARS_NAMESPACE], ...(withTenYears ? { beforeTriggers: () => loadTenYears(now) } : {}) });
  const servers: ServedSite[] = [];
  try {
    await seedIfEmpty();
    // Built with the backend up (the build prerenders the public pages with the database's public data), and
    // before anything is measured, so that webpack does not share the CPU with a measurement.
    const needsBuild = argv.includes('--build') || APPS.some((app) => !existsSync(path.join(app.dir, 'dist/index.html')));
    if (needsBuild) await buildAll();
    const singleAppDist = withSingleApp ? await buildSingleApp() : undefined;
    // Served as `npm start` serves it: the public routes rendered with the current data (scripts/lib/site.ts).
    servers.push(await serveBuiltSite());
    if (withTenYears) await measureStaffPages(options.runs ?? 3);
    if (onlyStaffPages) return;
    await measureRoutes();
    if (!argv.includes('--sin-interacciones')) await measureInteractions(options.runs ?? 3);
    if (!withLighthouse) return;

    console.log(
      `\nLighthouse ${options.runs} ${options.runs === 1 ? 'corrida' : 'corridas'} por ruta, mediana; teléfono (configuración ` +
        'móvil por defecto, throttling simulado: 4G lento y CPU ×4). LCP, FCP en s; TBT en ms; JS = scripts transferidos; pedidos = todos.',
    );
    const composed = await lighthouseTable('sitio compuesto (host + remotes, Module Federation)', SITE_URL, options);
    if (!singleAppDist) return;

    const single = await serveStatic(singleAppDist, 0);
    servers.push(single);
    const singleResults = await lighthouseTable('una sola app (el mismo código sin federación)', `http://localhost:${single.port}`, options);
    console.log('\nCompuesto ÷ una sola app (más de 1× = el sitio compuesto es más lento o más pesado):');
    console.log(ratioTable(composed, singleResults));
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await backend.stop();
  }
}

// Exit explicitly: the seeding admin SDK keeps reconnect timers alive after the backend stops.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
