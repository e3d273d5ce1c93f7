// Ports, addresses and the admin credential of the embedded default. The browser bundle uses the same
// port numbers (see @salon/firebase config); nothing else here reaches a bundle.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { isLoopbackHost } from '../local-rtdb/access';
import { loadOrCreateAdminSecret, readAdminSecret } from '../local-rtdb/secret';

export const PORTS = {
  host: 8080,
  catalog: 8081,
  calendar: 8082,
  chat: 8083,
  backoffice: 8084,
  database: 9000,
  auth: 9099,
  functions: 5001,
  emulatorHub: 4400,
  /** The local Mercado Pago (scripts/mercadopago-local, docs/mercadopago.md). */
  mercadoPago: 8095,
} as const;

export const DEMO_PROJECT_ID = 'demo-salon';
export const LOCAL_HOST = '127.0.0.1';
export const DATABASE_URL = databaseUrl(DEMO_PROJECT_ID);

/** The local database's address for `namespace` (each namespace the server lists is a database of its own). */
export function databaseUrl(namespace: string): string {
  return `http://${LOCAL_HOST}:${PORTS.database}?ns=${namespace}`;
}

/**
 * End-to-end tests run in this many parallel workers, each on a database namespace of its own, seeded alike
 * (docs/testing.md, "Parallel workers"). The machine the tests run on has two cores, and a worker waits on the
 * database, timers and the network, so four keep both cores busy where three left them idle part of the time.
 */
export const E2E_WORKERS = 4;

export function e2eNamespace(workerIndex: number): string {
  return `${DEMO_PROJECT_ID}-e2e-${workerIndex}`;
}

export const E2E_NAMESPACES: readonly string[] = Array.from({ length: E2E_WORKERS }, (_, index) => e2eNamespace(index));

/** The namespace of this test process: its Playwright worker's, or the demo project's outside the end-to-end workers. */
export function testNamespace(): string {
  const index = process.env.TEST_PARALLEL_INDEX;
  return index === undefined ? DEMO_PROJECT_ID : e2eNamespace(Number(index));
}

/** The ports the site's pages are served from (host and remotes): the only browser origins let in. */
export const SITE_PORTS: readonly number[] = [PORTS.host, PORTS.catalog, PORTS.calendar, PORTS.chat, PORTS.backoffice];
/** Other ports this process serves a build from (serveStatic on a free port: the size budget, the bench). */
const servedPorts = new Set<number>();

export function addServedPort(port: number): void {
  servedPorts.add(port);
}

export function removeServedPort(port: number): void {
  servedPorts.delete(port);
}

/** The local data folder (git-ignored): the database file and the admin secret. */
export const LOCAL_DATA_DIR = path.resolve(__dirname, '../../.local-data');
export const ADMIN_SECRET_FILE = path.join(LOCAL_DATA_DIR, 'admin-secret');

/** The database server's log in a test run: each read and write it refused, with the rules it evaluated. */
export const TEST_DATABASE_LOG = path.resolve(__dirname, '../../.test-artifacts/base-de-datos.log');

/**
 * Where the database and the site's servers listen: 127.0.0.1, unless SALON_LISTEN_HOST names another
 * address (e.g. 0.0.0.0 to try the site from a phone on the same network: then anyone there reaches them).
 */
export function listenHost(): string {
  return process.env.SALON_LISTEN_HOST?.trim() || LOCAL_HOST;
}

/**
 * Browser origins the database serves: the site's pages on this machine (localhost / 127.0.0.1 on the site's
 * ports, or on a port this process serves a build from). Listening wider, also a page on those ports served
 * from the name the request was sent to.
 */
export function isSiteOrigin(origin: string, req?: IncomingMessage): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const port = Number(url.port);
  if (url.protocol !== 'http:' || !(SITE_PORTS.includes(port) || servedPorts.has(port))) return false;
  if (isLoopbackHost(url.hostname)) return true;
  if (isLoopbackHost(listenHost()) || !req?.headers.host) return false;
  try {
    return new URL(`http://${req.headers.host}`).hostname === url.hostname;
  } catch {
    return false;
  }
}

/** The admin secret of the local backend, created on first use (0600, in the local data folder). */
export function ensureLocalAdminSecret(): string {
  return loadOrCreateAdminSecret(ADMIN_SECRET_FILE);
}

/** The admin secret of the local backend; the backend must have started once. */
export function localAdminSecret(): string {
  const secret = readAdminSecret(ADMIN_SECRET_FILE);
  if (!secret) {
    throw new Error(
      `Falta el secreto de admin del backend local (${path.relative(process.cwd(), ADMIN_SECRET_FILE)}): se crea al iniciar el backend (npm start o npm run backend).`,
    );
  }
  return secret;
}

/**
 * host:port for FIREBASE_DATABASE_EMULATOR_HOST with the admin secret as userinfo: firebase-admin always
 * sends the credential `owner` to an emulator, and sends this userinfo as Basic credentials with it, which
 * is what makes the local database take it as admin. A host that already has userinfo is kept.
 */
export function adminDatabaseHost(host = `${LOCAL_HOST}:${PORTS.database}`, secret?: string): string {
  return host.includes('@') ? host : `${secret ?? localAdminSecret()}@${host}`;
}

/** Environment that points firebase-admin and the Functions emulator at the local backend, as admin. */
export function localBackendEnv(): Record<string, string> {
  return {
    FIREBASE_DATABASE_EMULATOR_HOST: adminDatabaseHost(),
    FIREBASE_AUTH_EMULATOR_HOST: `${LOCAL_HOST}:${PORTS.auth}`,
    GCLOUD_PROJECT: DEMO_PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    NO_UPDATE_NOTIFIER: '1',
  };
}
