// The embedded default backend: the local Realtime Database server (in this process) and the Firebase
// Auth and Functions emulators (firebase-tools, a `demo-` project: no account, no key, no network).
// Everything listens on 127.0.0.1 (firebase.json for the emulators). The database takes admin only with the
// secret in .local-data/admin-secret, checks each ID token's user with the Auth emulator, and serves
// browsers only from the site's own origins (README, "What the local backend protects").
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { FUNCTIONS_REGION } from '@salon/firebase/region';
import type { ChildProcess } from 'node:child_process';
import { authEmulatorUsers } from '../local-rtdb/authEmulator';
import { startRtdbServer, type RtdbServer } from '../local-rtdb/server';
import { triggersFromBackends } from '../local-rtdb/triggers';
import { httpFunctionUrls } from '../emulators/functionsListing';
import { seedIfEmpty } from '../seed/seed';
import {
  DEMO_PROJECT_ID,
  E2E_NAMESPACES,
  LOCAL_HOST,
  PORTS,
  TEST_DATABASE_LOG,
  ensureLocalAdminSecret,
  isSiteOrigin,
  listenHost,
  localBackendEnv,
} from './ports';
import { httpOk, repoRoot, run, startProcess, stopProcess, waitFor } from './processes';
import { randomBytes } from 'node:crypto';
import { startLocalMercadoPago, type LocalMercadoPago } from '../mercadopago-local/server';

/** What the local Mercado Pago takes as an access token (any Bearer): the functions send it as the real one. */
export const LOCAL_MERCADOPAGO_TOKEN = 'TEST-salon-local';

export interface LocalBackend {
  database: RtdbServer;
  mercadoPago: LocalMercadoPago;
  stop(): Promise<void>;
}

export interface BackendOptions {
  /** JSON file that keeps the database between runs; none = in memory. */
  dataFile?: string;
  /** Print the emulators' own log lines. */
  verbose?: boolean;
  /** Database namespaces that each get a database of their own (the end-to-end workers'). */
  namespaces?: readonly string[];
  /** Where the database server's log lines go; none = the console. */
  logFile?: string;
  /**
   * Writes made once the emulators are up but before the database triggers are on: a data set loaded whole (the
   * bench's ten years of books) fires no function, and computes its own server-kept figures.
   */
  beforeTriggers?: () => Promise<void>;
}

const EMULATORS_START_MS = 180_000;

/** The functions' own build: tsc checks them, esbuild bundles them into functions/lib (functions/build.mjs). */
export async function buildFunctions(): Promise<void> {
  await run('npm', ['run', '--silent', 'build', '-w', 'functions'], { label: 'build de functions' });
}

export async function startLocalBackend({ dataFile, verbose = false, namespaces, logFile, beforeTriggers }: BackendOptions = {}): Promise<LocalBackend> {
  if (dataFile) mkdirSync(path.dirname(dataFile), { recursive: true });
  if (logFile) mkdirSync(path.dirname(logFile), { recursive: true });
  const logStream = logFile ? createWriteStream(logFile) : undefined;
  const closeLog = () => new Promise<void>((resolve) => (logStream ? logStream.end(resolve) : resolve()));
  const adminSecret = ensureLocalAdminSecret();
  // firebase-admin in this process (seed) and in the Functions emulator (askAI) finds the secret here.
  Object.assign(process.env, localBackendEnv());
  const database = await startRtdbServer({
    port: PORTS.database,
    host: listenHost(),
    rules: path.join(repoRoot, 'database.rules.json'),
    dataFile,
    adminSecret,
    verifyUser: authEmulatorUsers({ host: `${LOCAL_HOST}:${PORTS.auth}`, projectId: DEMO_PROJECT_ID }),
    allowedOrigins: isSiteOrigin,
    namespaces,
    // What the project's own database is called: a write that names no namespace is a write to it.
    defaultInstance: `${DEMO_PROJECT_ID}-default-rtdb`,
    ...(logStream ? { log: (message: string) => logStream.write(`${new Date().toISOString()} ${message}\n`) } : {}),
  }).catch(async (error: unknown) => {
    await closeLog();
    throw error;
  });
  let emulators: ChildProcess | undefined;
  let mercadoPago: LocalMercadoPago | undefined;
  try {
    // The local Mercado Pago, with a webhook secret of this run: the functions reach it as they would the real one.
    const webhookSecret = randomBytes(24).toString('hex');
    mercadoPago = await startLocalMercadoPago({ webhookSecret, port: PORTS.mercadoPago });
    const mercadoPagoEnv = {
      MERCADOPAGO_API_URL: mercadoPago.url,
      MERCADOPAGO_ACCESS_TOKEN: LOCAL_MERCADOPAGO_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
    };
    await buildFunctions();
    emulators = startProcess(
      'npx',
      ['firebase', 'emulators:start', '--only', 'auth,functions', '--project', DEMO_PROJECT_ID],
      // Offline npm: while it loads the functions, firebase-tools asks npm for firebase-functions' latest version
      // (`npm show`, blocking its start up to 10 s without a network) only to warn about an upgrade.
      { label: 'emuladores', quiet: !verbose, env: { ...process.env, ...localBackendEnv(), ...mercadoPagoEnv, npm_config_offline: 'true' } },
    );
    const exited = new Promise<never>((_, reject) =>
      emulators!.once('exit', (code) => reject(new Error(`Los emuladores de Firebase se cerraron (código ${code}).`))),
    );
    // Limits that catch a hang, not a slow start on a busy machine: firebase-tools compiles the Auth emulator's
    // request validators and loads the functions before either answers.
    await Promise.race([
      Promise.all([
        waitFor('El emulador de Auth', httpOk(`http://${LOCAL_HOST}:${PORTS.auth}/`), EMULATORS_START_MS),
        // Ready once askAI is loaded: before that the emulator answers 404 for it.
        waitFor(
          'La función askAI',
          () => fetch(`http://${LOCAL_HOST}:${PORTS.functions}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}/askAI`).then((r) => r.status !== 404),
          EMULATORS_START_MS,
        ),
      ]),
      exited,
    ]);
    exited.catch(() => undefined); // stopping them later is expected
    await beforeTriggers?.();
    await learnFunctions(database);
  } catch (error) {
    await stopProcess(emulators);
    await mercadoPago?.close();
    await database.close();
    await closeLog();
    throw error;
  }
  const localMercadoPago = mercadoPago;
  return {
    database,
    mercadoPago: localMercadoPago,
    async stop() {
      await stopProcess(emulators);
      await localMercadoPago.close();
      await database.close();
      await closeLog();
    },
  };
}

/**
 * Without firebase-tools' Database emulator the Functions emulator loads the functions' database triggers but
 * fires none: our database fires them (docs/local-backend.md, "Database triggers"), as listed by the emulator.
 * Each HTTP function is then called once (a bare GET, which none of them answers with a write): the emulator
 * loads a function's worker on its first call, and a page or test should not wait for that.
 */
async function learnFunctions(database: RtdbServer): Promise<void> {
  const functionsUrl = `http://${LOCAL_HOST}:${PORTS.functions}`;
  const response = await fetch(`${functionsUrl}/backends`);
  if (!response.ok) throw new Error(`El emulador de Functions no listó sus funciones (${response.status}).`);
  const listing: unknown = await response.json();
  const triggers = triggersFromBackends(listing, (message) => console.log(`[rtdb] ${message}`));
  database.triggers.configure({ functionsUrl, projectId: DEMO_PROJECT_ID, triggers });
  await Promise.all(
    httpFunctionUrls(listing, functionsUrl, DEMO_PROJECT_ID).map((url) =>
      fetch(url)
        .then((answer) => answer.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}

/**
 * The backend the tests run on: in memory, the demo season in the demo project's database and in one namespace
 * per end-to-end worker, each seeded alike (docs/testing.md, "Parallel workers"). The database server logs to
 * TEST_DATABASE_LOG, not the console: the tests try thousands of refused writes on purpose.
 */
export async function startTestBackend(): Promise<LocalBackend> {
  const backend = await startLocalBackend({ namespaces: E2E_NAMESPACES, logFile: TEST_DATABASE_LOG });
  try {
    await seedIfEmpty();
    for (const namespace of E2E_NAMESPACES) await seedIfEmpty({ namespace });
  } catch (error) {
    await backend.stop();
    throw error;
  }
  return backend;
}
