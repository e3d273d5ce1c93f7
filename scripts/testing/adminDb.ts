// The tests' own admin connection to the local backend (firebase-admin: rules bypassed), to read what the
// pages wrote, change data as staff would and put back what a test changed. Only for tests. It carries the
// backend's admin secret (.local-data/admin-secret) the way firebase-admin can: see adminDatabaseHost. An end-to-end
// worker's connection is to its own namespace, the one its pages use (testNamespace).
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { DEMO_PROJECT_ID, adminDatabaseHost, databaseUrl, testNamespace } from '../lib/ports';

const APP_NAME = 'tests-admin';

export function adminDb(): Database {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = adminDatabaseHost(process.env.FIREBASE_DATABASE_EMULATOR_HOST);
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: DEMO_PROJECT_ID, databaseURL: databaseUrl(testNamespace()) }, APP_NAME);
  return getDatabase(app);
}

/** Closes the connection so the test process can end (the admin SDK keeps reconnect timers). */
export async function closeAdminDb(): Promise<void> {
  const app = getApps().find((a) => a.name === APP_NAME);
  if (!app) return;
  getDatabase(app).goOffline();
  await deleteApp(app);
}
