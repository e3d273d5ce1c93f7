// `npm test`: everything: type check, architecture rules, ESLint and Prettier (in two lanes, while the local
// backend starts), the production build (with its size budgets) from the moment the backend and the first lane
// are done, the unit tests and the integration tests once ESLint or the build is, and then end-to-end tests in
// headless Chromium over the composed site (@playwright/test, parallel workers, each on a database namespace of
// its own: docs/testing.md). Prints one closing line: "N passed, N failed".
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startTestBackend, type LocalBackend } from './lib/backend';
import { E2E_NAMESPACES } from './lib/ports';
import { repoRoot, run } from './lib/processes';
import { serveBuiltSite, type ServedSite } from './lib/site';
import { buildAll } from './build-all';

const artifacts = path.join(repoRoot, '.test-artifacts');
// The test runners' own commands (`jest`, `playwright test`): the files their packages name as `bin` and export,
// run by this Node, as npx would find and run them.
const JEST = require.resolve('jest/bin/jest');
const PLAYWRIGHT = require.resolve('@playwright/test/cli');
let passed = 0;
let failed = 0;

/**
 * Jest projects in one run. The unit tests and the database server's own use both cores (jest's default leaves
 * one free); the integration tests share the demo project's database: one file at a time.
 */
async function jestProjects(projects: readonly string[], workers: number): Promise<void> {
  const report = path.join(artifacts, `jest-${projects.join('-')}.json`);
  try {
    const args = ['--selectProjects', ...projects, `--maxWorkers=${workers}`, '--json', `--outputFile=${report}`];
    await run(process.execPath, [JEST, ...args], { label: `jest ${projects.join(' ')}` });
  } finally {
    try {
      const result = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
      passed += result.numPassedTests;
      failed += result.numFailedTests;
    } catch {
      failed += 1; // the run itself broke before reporting
    }
  }
}

async function endToEnd(): Promise<void> {
  const report = path.join(artifacts, 'e2e.json'); // playwright.config.ts writes it there
  try {
    // No screenshots: no one looks at a test run's (`npm run e2e` takes them, scripts/testing/browser.ts).
    await run(process.execPath, [PLAYWRIGHT, 'test'], { label: 'playwright', env: { ...process.env, SALON_SCREENSHOTS: '0' } });
  } finally {
    try {
      const { stats } = JSON.parse(readFileSync(report, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      };
      passed += stats.expected;
      // No retries, no skips: a test that passed only the second time, or did not run (its file's hook failed), failed.
      failed += stats.unexpected + stats.flaky + stats.skipped;
    } catch {
      failed += 1; // the run itself broke before reporting
    }
  }
}

/** One of package.json's scripts, as npm runs it. */
function npmRun(name: string): Promise<void> {
  return run('npm', ['run', name], { label: `npm run ${name}` });
}

async function step(name: string, action: () => Promise<void>): Promise<void> {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  await action();
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function main() {
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  let backend: LocalBackend | undefined;
  let site: ServedSite | undefined;
  // The backend starts while the code is checked (it mostly waits on the emulators); the checks run in two lanes,
  // one per core: ESLint alone takes as long as the other three together. The build starts as soon as the other
  // lane and the backend are done (its pages are rendered from the database), beside ESLint's last seconds, so
  // neither core waits; the unit and integration tests follow the first of the two (docs/testing.md).
  const starting = step('Backend local', async () => {
    backend = await startTestBackend();
  });
  starting.catch(() => undefined); // awaited below, after the checks
  try {
    const otherChecks = (async () => {
      await step('Tipos (tsc)', () => npmRun('typecheck'));
      await step('Reglas de arquitectura (dependency-cruiser)', () => npmRun('lint'));
      await step('Formato (Prettier)', () => npmRun('format:check'));
    })();
    const eslint = step('Revisión del código (ESLint)', () => npmRun('lint:code'));
    // The pages are rendered from the demo season as seeded: from the first end-to-end worker's database, which
    // nothing writes before the end-to-end tests (the integration tests write the demo project's).
    const build = (async () => {
      await otherChecks;
      await starting;
      await step('Build de producción y presupuesto de tamaño', () => buildAll({ dataNamespace: E2E_NAMESPACES[0] }));
    })();
    // The integration tests mostly wait on the backend, one file at a time: the build and the unit tests use the
    // cores meanwhile. They start once ESLint or the build has ended, whichever is first, passed or not: the other
    // one then shares the cores with them instead of leaving one idle (with the checks' caches warm the build
    // ends first). Each failure is reported where it is awaited below.
    const tests = (async () => {
      await Promise.all([otherChecks, starting]);
      await Promise.race([eslint, build].map((task) => task.catch(() => undefined)));
      const settled = await Promise.allSettled([
        step('Pruebas unitarias y del servidor de base de datos', () => jestProjects(['unit', 'database-server'], 2)),
        step('Pruebas de integración', () => jestProjects(['integration'], 1)),
      ]);
      for (const result of settled) if (result.status === 'rejected') throw result.reason;
    })();
    const settled = await Promise.allSettled([otherChecks, eslint, build, tests]);
    for (const result of settled) if (result.status === 'rejected') throw result.reason;
    // As `npm run e2e` serves it: a test's raw HTML request names its worker's namespace (`?ns=`).
    site = await serveBuiltSite({ namespaces: true });
    await step('Pruebas de punta a punta (Chromium, en paralelo)', endToEnd);
  } catch (error) {
    console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`);
    if (failed === 0) failed = 1;
  } finally {
    await site?.close();
    await starting.catch(() => undefined);
    await backend?.stop();
  }
  console.log(`\nResultado: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
