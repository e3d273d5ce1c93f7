// Which Firebase this bundle talks to. With no FIREBASE_PROJECT_ID at build time the bundle uses the
// embedded default: a `demo-` project on local emulators, reachable on the page's own host name so a
// phone on the same network also works. With one, it talks to that real project.
import type { FirebaseOptions } from 'firebase/app';
import { FUNCTIONS_REGION } from './region';

export const DEMO_PROJECT_ID = 'demo-salon';

/**
 * The embedded default only: the database namespace a page uses instead of the demo project's, read from the
 * page's localStorage under this key. The end-to-end tests set it so each parallel worker has a database of its
 * own on the one local server (docs/testing.md, "Parallel workers"); a real project never reads it.
 */
export const TEST_NAMESPACE_KEY = 'salon:espacio-de-pruebas';
const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * App Check on the page's Firebase apps (app.ts), chosen at build time by appCheckChoice: null (not configured, or
 * the embedded default) changes nothing. `recaptcha-enterprise`: the production provider with the site key of the
 * web app registered in the Firebase console (App Check). `debug`: the SDK's debug provider, for a build with a site
 * key run locally (emulators, or a page on this machine): `self.FIREBASE_APPCHECK_DEBUG_TOKEN = true` makes the SDK
 * print a debug token in the browser's console, which is registered once in the console (App Check → Manage debug
 * tokens).
 */
export type AppCheckChoice = null | { provider: 'recaptcha-enterprise'; siteKey: string } | { provider: 'debug'; siteKey: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Which App Check this bundle starts: none without a project (the embedded default never leaves this machine) or
 * without a site key (App Check not configured); the debug provider with the emulators or on a page of this
 * machine; reCAPTCHA Enterprise otherwise. The functions enforce it only with SALON_APP_CHECK=enforce
 * (functions/src/index.ts), and the database when it is turned on in the console.
 */
export function appCheckChoice(projectId: string | undefined, siteKey: string | undefined, usesEmulators: boolean, pageHostName: string): AppCheckChoice {
  if (!projectId || !siteKey) return null;
  if (usesEmulators || LOOPBACK_HOSTS.has(pageHostName)) return { provider: 'debug', siteKey };
  return { provider: 'recaptcha-enterprise', siteKey };
}

export interface BackendConfig {
  firebase: FirebaseOptions;
  functionsRegion: string;
  /** Set on the embedded default: where the emulators listen. */
  emulators: null | { host: string; authPort: number; databasePort: number; functionsPort: number };
  /**
   * Embedded default, under test: the worker's database namespace, which function calls name too (`?ns=`).
   * Optional: a host built before it (an older @salon/firebase 0.2) has none.
   */
  testNamespace?: string | null;
  /** Optional: a host built before it (an older @salon/firebase 0.2) has none, which means none. */
  appCheck?: AppCheckChoice;
}

function env(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(env(value));
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function resolveBackendConfig(pageHostName: string, requestedNamespace: string | null = null): BackendConfig {
  const projectId = env(process.env.FIREBASE_PROJECT_ID);
  const useEmulators = !projectId || env(process.env.SALON_USE_EMULATORS) === 'true';
  const functionsRegion = FUNCTIONS_REGION;
  const host = pageHostName || '127.0.0.1';
  const databasePort = port(process.env.SALON_DATABASE_EMULATOR_PORT, 9000);
  const emulators = {
    host,
    authPort: port(process.env.SALON_AUTH_EMULATOR_PORT, 9099),
    databasePort,
    functionsPort: port(process.env.SALON_FUNCTIONS_EMULATOR_PORT, 5001),
  };
  if (!projectId) {
    const testNamespace = requestedNamespace !== null && NAMESPACE.test(requestedNamespace) ? requestedNamespace : null;
    return {
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
        databaseURL: `http://${host}:${databasePort}?ns=${testNamespace ?? DEMO_PROJECT_ID}`,
        appId: 'demo-app',
      },
      functionsRegion,
      emulators,
      testNamespace,
      appCheck: null,
    };
  }
  return {
    firebase: {
      apiKey: env(process.env.FIREBASE_API_KEY),
      authDomain: env(process.env.FIREBASE_AUTH_DOMAIN),
      projectId,
      databaseURL: env(process.env.FIREBASE_DATABASE_URL),
      appId: env(process.env.FIREBASE_APP_ID),
      storageBucket: env(process.env.FIREBASE_STORAGE_BUCKET),
      messagingSenderId: env(process.env.FIREBASE_MESSAGING_SENDER_ID),
      measurementId: env(process.env.FIREBASE_MEASUREMENT_ID),
    },
    functionsRegion,
    emulators: useEmulators ? emulators : null,
    testNamespace: null,
    appCheck: appCheckChoice(projectId, env(process.env.SALON_APP_CHECK_SITE_KEY), useEmulators, host),
  };
}
