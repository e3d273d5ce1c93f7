// `npm test`: everything, in order: type check, architecture rules, ESLint, unit tests, then, against the
// local backend, integration tests, the production build (with its size budget) and end-to-end tests in
// headless Chromium over the composed site. Prints one closing line: "N passed, N failed".
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './lib/apps';
import { startLocalBackend, type LocalBackend } from './lib/backend';
import { repoRoot, run } from './lib/processes';
import { serveStatic, type StaticServer } from './lib/serveStatic';
import { buildAll } from './build-all';
import { seedIfEmpty } from './seed/seed';

const artifacts = path.join(repoRoot, '.test-artifacts');
let passed = 0;
let failed = 0;

async function jestProject(project: string): Promise<void> {
  const report = path.join(artifacts, `jest-${project}.json`);
  try {
    // End-to-end tests share one site and one database: one at a time.
    const serial = project === 'e2e' ? ['--runInBand'] : [];
    await run('npx', ['jest', '--selectProjects', project, ...serial, '--json', `--outputFile=${report}`], { label: `jest ${project}` });
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
  const servers: StaticServer[] = [];
  try {
    await step('Tipos (tsc)', () => run('npm', ['run', '--silent', 'typecheck']));
    await step('Reglas de arquitectura (dependency-cruiser)', () => run('npm', ['run', '--silent', 'lint']));
    await step('Revisión del código (ESLint)', () => run('npm', ['run', '--silent', 'lint:code']));
    await step('Formato (Prettier)', () => run('npm', ['run', '--silent', 'format:check']));
    await step('Pruebas unitarias', () => jestProject('unit'));
    await step('Backend local', async () => {
      backend = await startLocalBackend();
      await seedIfEmpty();
    });
    await step('Pruebas de integración', () => jestProject('integration'));
    await step('Build de producción y presupuesto de tamaño', () => buildAll());
    for (const app of APPS) servers.push(await serveStatic(path.join(app.dir, 'dist'), app.port));
    await step('Pruebas de punta a punta (Chromium)', () => jestProject('e2e'));
  } catch (error) {
    console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`);
    if (failed === 0) failed = 1;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await backend?.stop();
  }
  console.log(`\nResultado: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
