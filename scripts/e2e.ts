// `npm run e2e -- [files or Playwright options]`: only the end-to-end tests, as `npm test` runs them: the tests'
// backend (a database namespace per worker, docs/testing.md), a production build (skip it with --no-build to
// reuse the last one), every app served on its port, then @playwright/test.
import path from 'node:path';
import { APPS } from './lib/apps';
import { startTestBackend } from './lib/backend';
import { run } from './lib/processes';
import { serveStatic, type StaticServer } from './lib/serveStatic';
import { buildAll } from './build-all';
import { startLivePages, type LivePages } from './render/livePages';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const backend = await startTestBackend();
  const servers: StaticServer[] = [];
  let livePages: LivePages | undefined;
  try {
    if (!args.includes('--no-build')) await buildAll();
    // As `npm start` serves them; a test's raw HTML request names its worker's namespace (`?ns=`).
    livePages = startLivePages({ hostDist: path.join(APPS.find((app) => app.name === 'host')!.dir, 'dist'), namespaces: true });
    for (const app of APPS) {
      servers.push(await serveStatic(path.join(app.dir, 'dist'), app.port, undefined, app.name === 'host' ? livePages : undefined));
    }
    await run('npx', ['playwright', 'test', ...args.filter((arg) => arg !== '--no-build')], { label: 'playwright' });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await livePages?.close();
    await backend.stop();
  }
}

void main().then((code) => process.exit(code));
