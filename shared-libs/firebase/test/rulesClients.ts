// Test helper: client SDK connections to the running local backend, each signed in as a real Auth-emulator
// user with a staff role (scripts/testing/authTestUsers.ts).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, type Database } from 'firebase/database';
import { useTestUser } from '../../../scripts/testing/authTestUsers';

const NS = 'demo-salon';

export type TestRole = 'anonimo' | 'admin' | 'recibos' | 'sinRol';

export function createClients(prefix: string) {
  const apps: FirebaseApp[] = [];
  function client(role: TestRole, email = `${role}@salon.test`): Database {
    const app = initializeApp({ projectId: NS, databaseURL: `http://127.0.0.1:9000?ns=${NS}` }, `${prefix}-${role}-${apps.length}`);
    apps.push(app);
    // A real Auth-emulator user with that role: the local database takes claims from the emulator, not from the token.
    if (role !== 'anonimo') useTestUser(app, { email, role: role === 'sinRol' ? undefined : role });
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', 9000);
    return db;
  }
  async function closeAll(): Promise<void> {
    for (const app of apps) goOffline(getDatabase(app));
    await Promise.all(apps.map((app) => deleteApp(app)));
  }
  return { client, closeAll };
}

/** Writes and listens fail with PERMISSION_DENIED; a denied get() with "Permission denied". */
export const denied = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(/permission.denied/i);
