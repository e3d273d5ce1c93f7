// Test helper: client SDK connections to the running local backend, each signed in with firebase/auth as a real
// Auth-emulator user (scripts/testing/authTestUsers.ts): staff with their role, or an anonymous visitor.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { signInAnonymously, signOut, type Auth, type User } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, goOffline, type Database } from 'firebase/database';
import { emulatorAuth, signInTestUser } from '../../../scripts/testing/authTestUsers';
import { DEMO_PROJECT_ID, LOCAL_HOST, PORTS, databaseUrl } from '../../../scripts/lib/ports';

export type TestRole = 'anonimo' | 'admin' | 'recibos' | 'sinRol';

export function createClients(prefix: string) {
  const apps: FirebaseApp[] = [];
  const auths: Auth[] = [];

  /** A Firebase app of its own; `signIn` (if any) runs on its Auth before its database connection opens. */
  async function connect(name: string, signIn?: (auth: Auth) => Promise<User>): Promise<{ db: Database; user?: User }> {
    // firebase/auth needs an API key; the Auth emulator takes any.
    const app = initializeApp(
      { projectId: DEMO_PROJECT_ID, apiKey: 'demo-key', databaseURL: databaseUrl(DEMO_PROJECT_ID) },
      `${prefix}-${name}-${apps.length}`,
    );
    apps.push(app);
    let user: User | undefined;
    if (signIn) {
      const auth = emulatorAuth(app);
      auths.push(auth);
      user = await signIn(auth);
    }
    const db = getDatabase(app);
    connectDatabaseEmulator(db, LOCAL_HOST, PORTS.database);
    return { db, user };
  }

  /** A connection of its own, signed in as `role` with this email ('anonimo': no identity at all). */
  async function client(role: TestRole, email = `${role}@salon.test`): Promise<Database> {
    if (role === 'anonimo') return (await connect(role)).db;
    return (await connect(role, (auth) => signInTestUser(auth, { email, role: role === 'sinRol' ? undefined : role }))).db;
  }

  /** A visitor as the site makes one: a connection of its own, signed in anonymously (a new user each time). */
  async function visitor(): Promise<{ db: Database; uid: string }> {
    const { db, user } = await connect('visitante', async (auth) => (await signInAnonymously(auth)).user);
    return { db, uid: user!.uid };
  }

  async function closeAll(): Promise<void> {
    for (const app of apps) goOffline(getDatabase(app));
    // A signed-in user keeps a token-refresh timer running, which would keep jest from exiting; signing out stops it.
    await Promise.all(auths.map((auth) => signOut(auth)));
    await Promise.all(apps.map((app) => deleteApp(app)));
  }
  return { client, visitor, closeAll };
}

/** Writes and listens fail with PERMISSION_DENIED; a denied get() with "Permission denied". */
export const denied = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(/permission.denied/i);
