// `npm run bench`: figures, printed. JavaScript transferred per route, measured in headless Chromium
// over the production build on the local backend (gzip as served), and the first page's timings.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './lib/apps';
import { startLocalBackend } from './lib/backend';
import { kb, HOME_JS_BUDGET_BYTES } from './lib/budget';
import { serveStatic, type StaticServer } from './lib/serveStatic';
import { buildAll } from './build-all';
import { seedIfEmpty } from './seed/seed';
import { SITE_URL, launchBrowser } from './testing/browser';
import { measureRouteJs } from './lib/measureJs';
import { benchChat } from './bench/chat';
import { benchAvailability } from './bench/availability';

const ROUTES = ['/', '/precios', '/fotos', '/Plano', '/calculadora', '/calendario', '/login', '/cotizacion-exitosa'];

async function measureRoutes(): Promise<void> {
  const browser = await launchBrowser();
  try {
    console.log('\nJavaScript transferido por ruta (gzip, primera visita, teléfono 360 px):');
    console.log('  ruta                  JS           pedidos JS   DOMContentLoaded');
    for (const route of ROUTES) {
      const { bytes, requests, domContentLoadedMs } = await measureRouteJs(browser, SITE_URL + route);
      const flag = route === '/' && bytes > HOME_JS_BUDGET_BYTES ? '  ← supera el presupuesto' : '';
      console.log(`  ${route.padEnd(20)}  ${kb(bytes).padStart(9)}   ${String(requests).padStart(10)}   ${String(domContentLoadedMs).padStart(8)} ms${flag}`);
    }
    console.log(`  (presupuesto de "/": ${kb(HOME_JS_BUDGET_BYTES)})`);
  } finally {
    await browser.close();
  }
}

async function main() {
  benchAvailability();
  benchChat();
  const needsBuild = process.argv.includes('--build') || APPS.some((app) => !existsSync(path.join(app.dir, 'dist/index.html')));
  if (needsBuild) await buildAll();
  const backend = await startLocalBackend();
  const servers: StaticServer[] = [];
  try {
    await seedIfEmpty();
    for (const app of APPS) servers.push(await serveStatic(path.join(app.dir, 'dist'), app.port));
    await measureRoutes();
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
