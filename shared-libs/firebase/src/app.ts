// The one Firebase app of the page. Every remote reaches it through this module, which the federation
// shares as a singleton, so all of them see the same app, the same auth user and the same database.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppCheckOptions } from 'firebase/app-check';
import { TEST_NAMESPACE_KEY, resolveBackendConfig, type AppCheckChoice, type BackendConfig } from './config';

let backendConfig: BackendConfig | undefined;

export function getBackendConfig(): BackendConfig {
  backendConfig ??= resolveBackendConfig(typeof location === 'undefined' ? '127.0.0.1' : location.hostname, testNamespaceOfPage());
  return backendConfig;
}

function testNamespaceOfPage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TEST_NAMESPACE_KEY);
  } catch {
    return null; // storage refused (private mode, a sandboxed frame): the default database
  }
}

export function getFirebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const app = initializeApp(getBackendConfig().firebase);
  void appCheckReady(app); // the database and the callable functions wait for it
  return app;
}

// App Check (config.ts, appCheckChoice), loaded on demand: a build without a site key never downloads it.
const loadAppCheckSdk = () => import(/* webpackChunkName: "ondemand-firebase-app-check" */ 'firebase/app-check');
const appChecks = new WeakMap<FirebaseApp, Promise<void>>();
type DebugTokenGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string };

/** What initializeAppCheck is given for `choice`; in debug mode the SDK's debug provider stands in for reCAPTCHA. */
export function appCheckOptions(
  sdk: Pick<typeof import('firebase/app-check'), 'ReCaptchaEnterpriseProvider'>,
  choice: NonNullable<AppCheckChoice>,
): AppCheckOptions {
  return { provider: new sdk.ReCaptchaEnterpriseProvider(choice.siteKey), isTokenAutoRefreshEnabled: true };
}

/**
 * Starts App Check on `app` once, when the build configures it; resolves at once when it does not. The database
 * (database.ts) and the callable functions (functions.ts) wait for it, so their first request carries a token.
 */
export function appCheckReady(app: FirebaseApp): Promise<void> {
  const choice = getBackendConfig().appCheck ?? null;
  if (choice === null) return Promise.resolve();
  let ready = appChecks.get(app);
  if (!ready) {
    ready = loadAppCheckSdk()
      .then((sdk) => {
        // The documented switch to the debug provider, `self.FIREBASE_APPCHECK_DEBUG_TOKEN` (globalThis is the page's
        // `self`), set before initializeAppCheck: `true` makes the SDK print a debug token in the console, to register
        // in the Firebase console (App Check → Manage debug tokens); a token already set (a test's) is kept.
        if (choice.provider === 'debug') (globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN ??= true;
        sdk.initializeAppCheck(app, appCheckOptions(sdk, choice));
      })
      .catch((error: unknown) => {
        // Never a rejection: the site still works where App Check is not enforced; where it is, requests are refused.
        console.error('No se pudo iniciar App Check:', error instanceof Error ? error.message : error);
      });
    appChecks.set(app, ready);
  }
  return ready;
}

/** Tests and scripts (Node) pick their backend explicitly before the first use. */
export function configureBackend(config: BackendConfig): void {
  if (getApps().length > 0) throw new Error('La app de Firebase ya fue inicializada.');
  backendConfig = config;
}
