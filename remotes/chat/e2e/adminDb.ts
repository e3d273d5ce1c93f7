// The test's own admin connection to the local backend (the chat's e2e may not import the host's helper).
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';

const APP_NAME = 'chat-e2e-admin';

export function adminDb(): Database {
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= '127.0.0.1:9000';
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: 'demo-salon', databaseURL: 'http://127.0.0.1:9000?ns=demo-salon' }, APP_NAME);
  return getDatabase(app);
}

export async function closeAdminDb(): Promise<void> {
  const app = getApps().find((a) => a.name === APP_NAME);
  if (!app) return;
  await getDatabase(app).goOffline();
  await deleteApp(app);
}
