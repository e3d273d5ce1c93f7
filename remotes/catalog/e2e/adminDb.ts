// The test's own admin connection to the local backend, to read data and change it as staff would.
// Only for end-to-end tests (same pattern as host/e2e/adminDb.ts; remotes do not import the host).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';

export function adminDb(): Database {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= '127.0.0.1:9000';
  const app =
    getApps().find((a) => a.name === 'catalog-e2e-admin') ??
    initializeApp({ projectId: 'demo-salon', databaseURL: 'http://127.0.0.1:9000?ns=demo-salon' }, 'catalog-e2e-admin');
  return getDatabase(app);
}
