// `npm run e2e -- [files or Playwright options]`: only the end-to-end tests, as `npm test` runs them: the tests'
// backend (a database namespace per worker, docs/testing.md), a production build (skip it with --no-build to
// reuse the last one), every app served on its port, then @playwright/test.
import { startTestBackend } from './lib/backend';
import { run } from './lib/processes';
import { serveBuiltSite, type ServedSite } from './lib/site';
import { buildAll } from './build-all';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const backend = await startTestBackend();
  let site: ServedSite | undefined;
  try {
    if (!args.includes('--no-build')) await buildAll();
    // As `npm start` serves them; a test's raw HTML request names its worker's namespace (`?ns=`).
    site = await serveBuiltSite({ namespaces: true });
    await run('npx', ['playwright', 'test', ...args.filter((arg) => arg !== '--no-build')], { label: 'playwright' });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await site?.close();
    await backend.stop();
  }
}

void main().then((code) => process.exit(code));
