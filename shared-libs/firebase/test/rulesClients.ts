// Test helper: client SDK connections to the running local backend, each signed in as a real Auth-emulator
// user with a staff role (scripts/testing/authTestUsers.ts).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, type Database } from 'firebase/database';
import { testUserToken } from '../../../scripts/testing/authTestUsers';

const NS = 'demo-salon';

export type TestRole = 'anonimo' | 'admin' | 'recibos' | 'sinRol';

export function createClients(prefix: string) {
  const apps: FirebaseApp[] = [];
  /** A connection of its own as `role` ('anonimo': no identity), once its Auth-emulator user exists. */
  async function client(role: TestRole, email = `${role}@salon.test`): Promise<Database> {
    const app = initializeApp({ projectId: NS, databaseURL: `http://127.0.0.1:9000?ns=${NS}` }, `${prefix}-${role}-${apps.length}`);
    apps.push(app);
    // A real Auth-emulator user with that role: the local database takes claims from the emulator, not from the token.
    const mockUserToken = role === 'anonimo' ? undefined : await testUserToken({ email, role: role === 'sinRol' ? undefined : role });
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', 9000, mockUserToken ? { mockUserToken } : undefined);
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
