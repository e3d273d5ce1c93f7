// The test's own admin connection to the local backend, to book a date as staff would and watch the
// calendar react. Only for end-to-end tests.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';

export function adminDb(): Database {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= '127.0.0.1:9000';
  const name = 'calendar-e2e-admin';
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: 'demo-salon', databaseURL: 'http://127.0.0.1:9000?ns=demo-salon' }, name);
  return getDatabase(app);
}
