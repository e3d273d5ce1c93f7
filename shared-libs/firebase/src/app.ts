// The one Firebase app of the page. Every remote reaches it through this module, which the federation
// shares as a singleton, so all of them see the same app, the same auth user and the same database.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { TEST_NAMESPACE_KEY, resolveBackendConfig, type BackendConfig } from './config';

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
  return initializeApp(getBackendConfig().firebase);
}

/** Tests and scripts (Node) pick their backend explicitly before the first use. */
export function configureBackend(config: BackendConfig): void {
  if (getApps().length > 0) throw new Error('La app de Firebase ya fue inicializada.');
  backendConfig = config;
}
