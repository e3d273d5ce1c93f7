// `npm run smoke -- --site <url> [--database <url>] [--functions <url>]`: checks a deployed site as a visitor's
// browser meets it: the public pages, their cache and security headers and CSP, the remotes' entries, that the
// price pages' HTML says what the database says, and that the functions answer. Prints a table in Spanish and
// exits non-zero when a check fails. The database and functions come from the site's Hosting config
// (/__/firebase/init.json) unless given.
import { createHash } from 'node:crypto';
import { SEASON_PAGES, formatARS, parseRemoteManifest, pricesForPage } from '@salon/domain';
import { FUNCTIONS_REGION } from '@salon/firebase/region';

export interface SmokeCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SmokeOptions {
  site: string;
  database?: string;
  functions?: string;
}

/** Public routes a visitor lands on (prerendered). */
export const SMOKE_ROUTES = ['/', '/precios', '/preciosfinde', '/calculadora', '/calendario', '/fotos'];
const PRICES_PATH = 'datosId/8';
const NOT_FOUND_PRICE = 'Consultar';

const get = (url: string, init?: RequestInit) => fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(15_000) });

/** What is wrong with a page's headers (empty: nothing). */
export function headerProblems(headers: Headers, html: string): string[] {
  const problems: string[] = [];
  const cache = headers.get('cache-control') ?? '';
  if (!/no-cache|s-maxage|max-age=0/.test(cache)) problems.push(`Cache-Control "${cache}" no revalida`);
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('falta X-Content-Type-Options: nosniff');
  if (headers.get('x-frame-options') !== 'DENY') problems.push('falta X-Frame-Options: DENY');
  if (!headers.get('referrer-policy')) problems.push('falta Referrer-Policy');
  const csp = headers.get('content-security-policy') ?? '';
  if (!csp) return [...problems, 'falta Content-Security-Policy'];
  if (!csp.includes("frame-ancestors 'none'")) problems.push("la CSP no tiene frame-ancestors 'none'");
  if (!csp.includes("object-src 'none'")) problems.push("la CSP no tiene object-src 'none'");
  if (/script-src[^;]*'unsafe-(inline|eval)'/.test(csp)) problems.push('la CSP permite scripts en línea sin hash');
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)) {
    const hash = `'sha256-${createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64')}'`;
    if (!csp.includes(hash)) problems.push(`la CSP no permite el script en línea ${hash}`);
  }
  return problems;
}

/** The prices a price page shows, by field: `<dd data-field="b_precio_3hs_">$ 510.000</dd>`. */
export function shownPrices(html: string): Map<string, string> {
  const shown = new Map<string, string>();
  for (const match of html.matchAll(/<dd[^>]*data-field="([^"]+)"[^>]*>([^<]*)<\/dd>/g)) shown.set(match[1]!, match[2]!.trim());
  return shown;
}

async function siteConfig(site: string): Promise<{ databaseURL?: string; projectId?: string }> {
  try {
    const response = await get(`${site}/__/firebase/init.json`);
    return response.ok ? ((await response.json()) as { databaseURL?: string; projectId?: string }) : {};
  } catch {
    return {};
  }
}

export async function smoke(options: SmokeOptions): Promise<SmokeCheck[]> {
  const site = options.site.replace(/\/+$/, '');
  const checks: SmokeCheck[] = [];
  const check = async (name: string, run: () => Promise<string>) => {
    try {
      checks.push({ name, ok: true, detail: await run() });
    } catch (error) {
      checks.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  const page = async (route: string) => {
    const response = await get(site + route);
    if (response.status !== 200) throw new Error(`respondió ${response.status}`);
    const html = await response.text();
    const problems = headerProblems(response.headers, html);
    if (problems.length) throw new Error(problems.join('; '));
    return html;
  };

  for (const route of SMOKE_ROUTES) await check(`Página ${route}`, async () => (await page(route), 'cabeceras, caché y CSP en orden'));

  await check('remotes.json y remoteEntry de cada remote', async () => {
    const response = await get(`${site}/remotes.json`);
    if (response.status !== 200) throw new Error(`remotes.json respondió ${response.status}`);
    const manifest = parseRemoteManifest(await response.json(), new URL(site).hostname);
    for (const [name, entry] of Object.entries(manifest.entries)) {
      const answer = await get(entry, { headers: { Origin: site } });
      if (answer.status !== 200) throw new Error(`${name}: ${entry} respondió ${answer.status}`);
      if (answer.headers.get('access-control-allow-origin') !== '*') throw new Error(`${name}: ${entry} sin CORS`);
    }
    return Object.keys(manifest.entries).join(', ');
  });

  const config = await siteConfig(site);
  const database = options.database ?? config.databaseURL;
  await check('Precios del HTML = precios de la base', async () => {
    if (!database) throw new Error('no sé qué base leer: el sitio no tiene /__/firebase/init.json; pasá --database <url>');
    const url = new URL(database);
    url.pathname = `/${PRICES_PATH}.json`;
    const response = await get(url.href);
    if (!response.ok) throw new Error(`la base respondió ${response.status} a ${PRICES_PATH}`);
    const stored: unknown = await response.json();
    let compared = 0;
    for (const number of SEASON_PAGES) {
      const shown = shownPrices(await page(`/precios${number}`));
      const { prices } = pricesForPage(stored, number);
      for (const [field, text] of shown) {
        const price = prices[field as keyof typeof prices];
        const expected = price == null ? NOT_FOUND_PRICE : formatARS(price);
        if (text !== expected) throw new Error(`/precios${number} ${field}: la página dice "${text}", la base "${expected}"`);
        compared += 1;
      }
    }
    if (compared === 0) throw new Error('las páginas de precios no muestran ningún precio');
    return `${compared} precios iguales`;
  });

  const functions = options.functions ?? (config.projectId ? `https://${FUNCTIONS_REGION}-${config.projectId}.cloudfunctions.net` : undefined);
  await check('Funciones (askAI responde)', async () => {
    if (!functions) throw new Error('no sé dónde están las funciones: pasá --functions <url>');
    // A GET is not a callable's request: a running function refuses it (4xx); a 5xx or no answer is a failure.
    const response = await get(`${functions.replace(/\/+$/, '')}/askAI`);
    if (response.status >= 500) throw new Error(`askAI respondió ${response.status}`);
    return `askAI respondió ${response.status}`;
  });
  return checks;
}

export function smokeTable(checks: readonly SmokeCheck[]): string {
  const width = Math.max(...checks.map((check) => check.name.length), 'Chequeo'.length);
  const lines = [`${'Chequeo'.padEnd(width)}  Resultado  Detalle`];
  for (const check of checks) lines.push(`${check.name.padEnd(width)}  ${(check.ok ? 'ok' : 'falla').padEnd(9)}  ${check.detail}`);
  return lines.join('\n');
}

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const site = option(argv, '--site');
  if (!site) {
    console.error('usage: npm run smoke -- --site <url> [--database <url>] [--functions <url>]');
    process.exit(1);
  }
  void smoke({ site, database: option(argv, '--database'), functions: option(argv, '--functions') }).then((checks) => {
    console.log(smokeTable(checks));
    process.exit(checks.every((check) => check.ok) ? 0 : 1);
  });
}
