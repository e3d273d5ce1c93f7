// Test helper: client SDK connections to the running local backend, each carrying an unsigned emulator
// token with a staff role (the way the Auth emulator's tokens reach the rules).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, type Database } from 'firebase/database';

const NS = 'demo-salon';

export type TestRole = 'anonimo' | 'admin' | 'recibos' | 'sinRol';

export function createClients(prefix: string) {
  const apps: FirebaseApp[] = [];
  function client(role: TestRole, email = `${role}@salon.test`): Database {
    const app = initializeApp({ projectId: NS, databaseURL: `http://127.0.0.1:9000?ns=${NS}` }, `${prefix}-${role}-${apps.length}`);
    apps.push(app);
    const db = getDatabase(app);
    const uid = `uid-${role}-${apps.length}`;
    const token = role === 'anonimo' ? undefined : { sub: uid, user_id: uid, email, ...(role === 'sinRol' ? {} : { role }) };
    connectDatabaseEmulator(db, '127.0.0.1', 9000, token ? { mockUserToken: token } : undefined);
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
