// `npm start`: the whole composed site on the embedded default, as visitors get it.
//   1. the local backend (Realtime Database server + Auth and Functions emulators), seeded when empty;
//   2. production builds of the host and the remotes, each served on its own port, the public routes rendered
//      with the current data (scripts/render/livePages.ts);
//   3. prints the address. Ctrl-C stops everything it started.
// `npm run dev` (--dev) serves the apps from webpack's dev servers instead, rebuilding on change.
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { APPS } from './lib/apps';
import { startLocalBackend, type LocalBackend } from './lib/backend';
import { isLoopbackHost } from './local-rtdb/access';
import { listenHost } from './lib/ports';
import { repoRoot, startProcess, stopProcess, waitFor, httpOk } from './lib/processes';
import { serveBuiltSite, type ServedSite } from './lib/site';
import { buildAll } from './build-all';
import { seedIfEmpty } from './seed/seed';
import { startHoldExpiryTimer } from './lib/holdExpiry';

async function main() {
  const dev = process.argv.includes('--dev');
  const skipBuild = process.argv.includes('--no-build');
  let backend: LocalBackend | undefined;
  let stopHoldExpiry: (() => void) | undefined;
  let site: ServedSite | undefined;
  const devServers: ChildProcess[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nDeteniendo...');
    stopHoldExpiry?.();
    await Promise.all([site?.close(), ...devServers.map((child) => stopProcess(child))]);
    await backend?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    console.log('Iniciando el backend local (base de datos, Auth y Functions)...');
    backend = await startLocalBackend({ dataFile: path.join(repoRoot, '.local-data/rtdb.json'), verbose: process.argv.includes('--verbose') });
    const seeded = await seedIfEmpty();
    console.log(seeded === 'seeded' ? 'Base vacía: se cargó la temporada de demostración.' : 'Base local con datos: se conservaron.');
    // Provisional holds lapse by themselves, as the scheduled Cloud Function does in production.
    stopHoldExpiry = startHoldExpiryTimer();

    if (dev) {
      for (const app of APPS) {
        devServers.push(startProcess('npx', ['webpack', 'serve', '--mode', 'development'], { cwd: app.dir, label: app.name }));
      }
      await Promise.all(APPS.map((app) => waitFor(app.name, httpOk(`http://127.0.0.1:${app.port}/`), 180_000)));
    } else {
      if (!skipBuild) await buildAll();
      // The public routes rendered with the current data, as the renderPage function does (scripts/lib/site.ts).
      site = await serveBuiltSite();
    }
    console.log('\nSitio listo: http://localhost:8080');
    if (!isLoopbackHost(listenHost())) {
      console.log(`Atención: SALON_LISTEN_HOST=${listenHost()}: la base de datos y el sitio aceptan conexiones de otras máquinas.`);
    }
    console.log('Personal: admin@salon.test / salon-admin-123 · recibos@salon.test / salon-recibos-123');
    console.log('Ctrl-C detiene todo.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

void main();
