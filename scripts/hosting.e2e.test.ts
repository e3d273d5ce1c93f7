// The production hosting config (firebase.json) served by the Firebase Hosting emulator, offline, over the
// built sites laid out as they are deployed: the host's dist/ and each remote's releases (scripts/release.ts).
// Checks the headers each file gets, the rewrites, the composed site in Chromium under the real Content
// Security Policy, and that releasing then rolling back the catalog changes what the next page load shows
// without rebuilding the host.
//
// The config is firebase.json as committed, with only what differs in this test put in: each site's folder
// (copies in a temporary folder, so the real builds are left alone), the remotes' production origins
// (https://salon-<name>.web.app) replaced by the emulator's local ones, the local backend (the build
// talks to 127.0.0.1 instead of Firebase) added to connect-src, and the public routes served from their
// prerendered files instead of the renderPage function (no Functions emulator runs here): the files are what
// renderPage falls back to, and renderPage itself is tested in functions/src/renderPage.test.ts.
import { expect, test } from '@playwright/test';
import { type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { FUNCTIONS_REGION } from '@salon/firebase/region';
import { DEMO_PROJECT_ID, PORTS, databaseUrl } from './lib/ports';
import { repoRoot, startProcess, stopProcess } from './lib/processes';
import { REMOTES, release, rollback, type RemoteName } from './release';
import { smoke, smokeTable } from './smoke';
import { DESKTOP, newContext } from './testing/browser';
import { useE2eBrowser } from './testing/e2eSetup';

// The emulator gives the first site this port and the n-th one this port + 4 + n (firebase-tools serve/hosting).
const HOST_PORT = 5200;
const REMOTE_PORT: Record<RemoteName, number> = { catalog: 5205, calendar: 5206, chat: 5207, backoffice: 5208 };
const HUB_PORT = 5250;
const LOGGING_PORT = 5251;
const PROJECT = 'demo-salon-hosting';
const SITE = `http://127.0.0.1:${HOST_PORT}`;
// The browser visits `localhost`: remotes.json's {hostname} then names the remotes as the prerendered pages wrote them.
const BROWSER_SITE = `http://localhost:${HOST_PORT}`;
const OLD_TEXT = 'Calculá el total de tu fiesta';
const NEW_TEXT = 'Armá tu presupuesto en un minuto';
const quiet = () => undefined;

interface HostingConfig {
  target: string;
  public: string;
  ignore?: string[];
  rewrites?: { source: string; destination?: string; function?: object }[];
  headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
}

let work: string;
let emulator: ChildProcess | undefined;
let emulatorOutput = '';
const e2e = useE2eBrowser();

function hostDist(): string {
  return path.join(work, 'host');
}

function releasesDir(name: RemoteName): string {
  return path.join(work, name, 'releases');
}

/** firebase.json as committed, pointed at this test's folders and local origins. */
function testConfig(): object {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: HostingConfig[] };
  const hosts = ['127.0.0.1', 'localhost'];
  const localBackend = [PORTS.database, PORTS.auth, PORTS.functions].flatMap((port) =>
    hosts.flatMap((host) => [`http://${host}:${port}`, `ws://${host}:${port}`]),
  );
  const localDatabase = hosts.map((host) => `http://${host}:${PORTS.database}`).join(' ');
  const hosting = config.hosting.map((site) => {
    const headers = site.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map(({ key, value }) => {
        if (key !== 'Content-Security-Policy') return { key, value };
        let csp = value;
        for (const name of REMOTES) csp = csp.replaceAll(`https://salon-${name}.web.app`, `http://localhost:${REMOTE_PORT[name]}`);
        // The local database answers where Firebase's would (its long-polling fallback loads scripts from it).
        csp = csp.replace('script-src ', `script-src ${localDatabase} `);
        return { key, value: csp.replace('connect-src ', `connect-src ${localBackend.join(' ')} `) };
      }),
    }));
    // Relative to the config's folder (the emulator does not take absolute ones).
    const folder = site.target === 'host' ? hostDist() : releasesDir(site.target as RemoteName);
    const { ignore: _ignore, rewrites, ...rest } = site;
    const toFiles = rewrites ? { rewrites: rewrites.filter((rewrite) => !rewrite.function) } : {};
    return { ...rest, ...toFiles, public: path.relative(work, folder), headers };
  });
  return {
    hosting,
    emulators: {
      singleProjectMode: true,
      hosting: { host: '127.0.0.1', port: HOST_PORT },
      hub: { host: '127.0.0.1', port: HUB_PORT },
      logging: { host: '127.0.0.1', port: LOGGING_PORT },
      ui: { enabled: false },
    },
  };
}

function withoutForcedColor(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _forced, ...rest } = env;
  return rest;
}

async function startEmulator(): Promise<void> {
  writeFileSync(path.join(work, 'firebase.json'), JSON.stringify(testConfig(), null, 2));
  const targets = Object.fromEntries(['host', ...REMOTES].map((target) => [target, [`${PROJECT}-${target}`]]));
  writeFileSync(path.join(work, '.firebaserc'), JSON.stringify({ projects: { default: PROJECT }, targets: { [PROJECT]: { hosting: targets } } }));
  emulator = startProcess(path.join(repoRoot, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'hosting', '--project', PROJECT], {
    label: 'hosting',
    quiet: true,
    cwd: work,
    // Plain text: the log is read below (a Playwright worker sets FORCE_COLOR, which would color it).
    env: { ...withoutForcedColor(process.env), NO_UPDATE_NOTIFIER: '1', CI: '1', NO_COLOR: '1' },
  });
  const collect = (chunk: Buffer) => (emulatorOutput += chunk.toString());
  emulator.stdout?.on('data', collect);
  emulator.stderr?.on('data', collect);
  const deadline = Date.now() + 45_000;
  while (!emulatorOutput.includes('All emulators ready')) {
    if (emulator.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The Firebase Hosting emulator did not start:\n${emulatorOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Each site where the manifest says it is (the emulator moves a site to the next port when one is taken).
  for (const [target, port] of [['host', HOST_PORT], ...Object.entries(REMOTE_PORT)] as const) {
    expect(emulatorOutput).toContain(`hosting[${target}]: Local server: http://127.0.0.1:${port}`);
  }
}

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'salon-hosting-'));
  // The host as deployed, its manifest naming each remote's hosting site (releases are served from there).
  cpSync(path.join(repoRoot, 'host/dist'), hostDist(), { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(hostDist(), 'remotes.json'), 'utf8')) as { remotes: Record<string, string> };
  for (const name of REMOTES) manifest.remotes[name] = `http://{hostname}:${REMOTE_PORT[name]}/remoteEntry.js`;
  writeFileSync(path.join(hostDist(), 'remotes.json'), JSON.stringify(manifest));
  // First release of every remote: today's builds, as they are.
  for (const name of REMOTES) {
    await release(name, {
      dist: path.join(repoRoot, 'remotes', name, 'dist'),
      hostDist: hostDist(),
      releasesDir: releasesDir(name),
      now: new Date('2026-11-10T12:00:00Z'),
      commit: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      log: quiet,
    });
  }
  await startEmulator();
});

test.afterAll(async () => {
  await stopProcess(emulator);
  rmSync(work, { recursive: true, force: true });
});

/** A page that records Content-Security-Policy violations and uncaught errors. */
async function openPage(): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await newContext(e2e.browser(), DESKTOP);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  return { page, problems, close: () => context.close() };
}

/** Loads `url` and waits until the route's remote has run: its entry answered and the app took over. */
async function loadComposed(page: Page, url: string, remote: RemoteName, releaseId?: string): Promise<void> {
  const prefix = `http://localhost:${REMOTE_PORT[remote]}/${releaseId ? releaseId + '/' : ''}`;
  const entry = page.waitForResponse((response) => response.url().startsWith(prefix) && response.url().endsWith('/remoteEntry.js'));
  await page.goto(url);
  expect((await entry).status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

test('answers with the cache and security headers of firebase.json, and rewrites routes to the app', async () => {
  const home = await fetch(SITE + '/');
  expect(home.status).toBe(200);
  // A public route: kept by the CDN as briefly as renderPage's answers (firebase.json names the same value).
  expect(home.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  expect(home.headers.get('etag')).toBeTruthy();
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  expect(home.headers.get('x-frame-options')).toBe('DENY');
  expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = home.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src [^;]*'self' 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

  // Every inline script of every built page is allowed by a hash in the CSP (a changed one would not run).
  const { createHash } = await import('node:crypto');
  for (const file of readdirSync(hostDist()).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(hostDist(), file), 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)) {
      const hash = `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`;
      expect({ file, hash, allowed: csp.includes(hash) }).toEqual({ file, hash, allowed: true });
    }
  }

  // A deep link: its prerendered page (cleanUrls); a route with a parameter: the app's shell.
  const precios = await fetch(SITE + '/precios');
  expect(precios.status).toBe(200);
  await expect(precios.text()).resolves.toContain(OLD_TEXT);
  const shell = await fetch(SITE + '/presupuesto/un-id');
  expect(shell.status).toBe(200);
  await expect(shell.text()).resolves.toBe(readFileSync(path.join(hostDist(), 'app.html'), 'utf8'));

  // The manifest is revalidated; content-hashed files are kept a year.
  expect((await fetch(SITE + '/remotes.json')).headers.get('cache-control')).toBe('no-cache');
  const hashed = readdirSync(hostDist()).find((name) => /\.[0-9a-f]{8}\.js$/.test(name))!;
  expect((await fetch(`${SITE}/${hashed}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  // A remote's site: its release's files, open to the host's page (CORS), the entry revalidated.
  const catalog = `http://127.0.0.1:${REMOTE_PORT.catalog}`;
  const release1 = readdirSync(releasesDir('catalog'))[0]!;
  const entry = await fetch(`${catalog}/${release1}/remoteEntry.js`, { headers: { Origin: SITE } });
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('access-control-allow-origin')).toBe('*');
  expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
  const chunk = readdirSync(path.join(releasesDir('catalog'), release1)).find((name) => /\.[0-9a-f]{8}\.js$/.test(name))!;
  expect((await fetch(`${catalog}/${release1}/${chunk}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // A missing file is a 404, not the app.
  expect((await fetch(`${catalog}/nada.js`)).status).toBe(404);
});

test('npm run smoke finds every check ok on the served site', async () => {
  test.setTimeout(40_000);
  // The build's pages were prerendered from the demo project's namespace; the functions are the local emulator's.
  const checks = await smoke({
    site: SITE,
    database: databaseUrl(DEMO_PROJECT_ID),
    functions: `http://127.0.0.1:${PORTS.functions}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}`,
  });
  expect({ table: smokeTable(checks), failed: checks.filter((check) => !check.ok) }).toEqual({ table: smokeTable(checks), failed: [] });
});

test('serves the composed site: the home page and a deep link load their remotes under the CSP', async () => {
  test.setTimeout(40_000);
  const { page, problems, close } = await openPage();
  await loadComposed(page, BROWSER_SITE + '/precios', 'catalog');
  await page.getByRole('link', { name: OLD_TEXT }).waitFor();
  // The home page, then its chat: the chat remote from its own site.
  await page.goto(BROWSER_SITE + '/');
  await page.getByRole('banner').waitFor();
  const chatEntry = page.waitForResponse(
    (response) => response.url().startsWith(`http://localhost:${REMOTE_PORT.chat}/`) && response.url().endsWith('/remoteEntry.js'),
  );
  await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
  expect((await chatEntry).status()).toBe(200);
  await page.getByRole('dialog').getByRole('textbox').first().waitFor({ timeout: 20_000 });
  await loadComposed(page, BROWSER_SITE + '/calendario', 'calendar');
  // The catalog's photos load from its current release.
  await loadComposed(page, BROWSER_SITE + '/fotos', 'catalog');
  const photos = await page
    .locator('#root img')
    .evaluateAll((images) => images.map((image) => [(image as HTMLImageElement).src, (image as HTMLImageElement).naturalWidth > 0]));
  expect(photos.length).toBeGreaterThan(0);
  for (const [src, loaded] of photos)
    expect({ src, loaded }).toEqual({
      src: expect.stringMatching(new RegExp(`^http://localhost:${REMOTE_PORT.catalog}/20261110-120000-aaaaaaa/`)),
      loaded: true,
    });
  await expect(page.locator('.remote-fallback')).toHaveCount(0);
  expect(problems).toEqual([]);
  await close();
});

test('a release of the catalog shows on the next load, and a rollback brings the previous one back, host untouched', async () => {
  test.setTimeout(40_000);
  const hostFiles = () =>
    readdirSync(hostDist())
      .filter((name) => !name.endsWith('.html') && name !== 'remotes.json')
      .map((name) => name + readFileSync(path.join(hostDist(), name)).length);
  const hostBefore = hostFiles();

  // A new build of the catalog with a changed text (the texts are in its chunks).
  const changed = path.join(work, 'catalog-nuevo');
  cpSync(path.join(repoRoot, 'remotes/catalog/dist'), changed, { recursive: true });
  let replaced = 0;
  for (const file of readdirSync(changed).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(changed, file), 'utf8');
    if (!code.includes(OLD_TEXT)) continue;
    writeFileSync(path.join(changed, file), code.replaceAll(OLD_TEXT, NEW_TEXT));
    replaced += 1;
  }
  expect(replaced).toBeGreaterThan(0);
  const options = { hostDist: hostDist(), releasesDir: releasesDir('catalog'), log: quiet };
  const second = await release('catalog', { ...options, dist: changed, now: new Date('2026-11-10T13:00:00Z'), commit: 'b'.repeat(40) });
  expect(second.entry).toBe(`http://{hostname}:${REMOTE_PORT.catalog}/20261110-130000-bbbbbbb/remoteEntry.js`);

  const { page, problems, close } = await openPage();
  await loadComposed(page, BROWSER_SITE + '/precios', 'catalog', second.id);
  await page.getByRole('link', { name: NEW_TEXT }).waitFor({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: OLD_TEXT })).toHaveCount(0);

  const back = rollback('catalog', options);
  expect(back.id).toBe('20261110-120000-aaaaaaa');
  await loadComposed(page, BROWSER_SITE + '/precios', 'catalog', back.id);
  await page.getByRole('link', { name: OLD_TEXT }).waitFor({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: NEW_TEXT })).toHaveCount(0);
  expect(problems).toEqual([]);
  await close();

  // The host's code was not rebuilt: only its manifest (remotes.json and the copy in each page) moved.
  expect(hostFiles()).toEqual(hostBefore);
  const history = JSON.parse(readFileSync(path.join(work, 'catalog', 'release-history.json'), 'utf8')) as { current: string; log: { action: string }[] };
  expect(history.current).toBe('20261110-120000-aaaaaaa');
  expect(history.log.map((entry) => entry.action)).toEqual(['release', 'release', 'rollback']);
});
