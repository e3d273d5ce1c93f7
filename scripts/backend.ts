// `npm run backend`: only the local backend (seeded when empty), for running one remote alone.
import path from 'node:path';
import { isLoopbackHost } from './local-rtdb/access';
import { startLocalBackend } from './lib/backend';
import { listenHost } from './lib/ports';
import { repoRoot } from './lib/processes';
import { seedIfEmpty } from './seed/seed';
import { startHoldExpiryTimer } from './lib/holdExpiry';

async function main() {
  const backend = await startLocalBackend({ dataFile: path.join(repoRoot, '.local-data/rtdb.json') });
  await seedIfEmpty();
  // Provisional holds lapse by themselves, as the scheduled Cloud Function does in production.
  const stopHoldExpiry = startHoldExpiryTimer();
  console.log('Backend local listo: base de datos :9000, Auth :9099, Functions :5001, Mercado Pago local :8095 (en 127.0.0.1). Ctrl-C lo detiene.');
  console.log('Admin de la base: el secreto de .local-data/admin-secret (README, "What the local backend protects").');
  if (!isLoopbackHost(listenHost())) console.log(`Atención: SALON_LISTEN_HOST=${listenHost()}: la base de datos acepta conexiones de otras máquinas.`);
  const stop = () => void (stopHoldExpiry(), backend.stop()).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
