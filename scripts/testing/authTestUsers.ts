// Test users that the running local backend believes. Its database takes a token's user and claims from the
// Auth emulator, so a made-up token with `role: 'admin'` counts for nothing: a test user must exist there, with
// its role as a custom claim, and sign in as the site's staff does. signInTestUser() makes sure it exists (the
// user with that email, or a new one) and signs it in with firebase/auth. Only for tests against the local
// backend.
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth, type User } from 'firebase/auth';
import { createHash } from 'node:crypto';
import { DEMO_PROJECT_ID, LOCAL_HOST, PORTS } from '../lib/ports';
import { DEMO_STAFF } from '../seed/demoData';

export interface TestUser {
  email: string;
  /** The staff role (custom claim); none for a signed-in user without one. */
  role?: 'admin' | 'recibos';
}

/** The password of the users made here; the demo staff, who exist from the seed on, keep the seed's. */
const TEST_PASSWORD = 'clave-de-prueba-123';
const passwordOf = (email: string): string => DEMO_STAFF.find((staff) => staff.email === email)?.password ?? TEST_PASSWORD;

const ADMIN_API = `http://${LOCAL_HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}`;

/** The Auth emulator's admin REST API (Identity Toolkit's, with the emulator's `Bearer owner` credential). */
async function adminCall(endpoint: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${ADMIN_API}/${endpoint}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${endpoint}: ${JSON.stringify(json)}`);
  return json;
}

async function findByEmail(email: string): Promise<{ localId: string; customAttributes?: string } | undefined> {
  const found = await adminCall('accounts:lookup', { email: [email] });
  return (found.users as Array<{ localId: string; customAttributes?: string }> | undefined)?.[0];
}

const roleOf = (user: { customAttributes?: string }) => (JSON.parse(user.customAttributes || '{}') as { role?: string }).role;

const ensured = new Map<string, Promise<string>>();

/** The uid of the Auth emulator's user with this email and role, created (with its password) when missing. */
function ensureTestUser({ email, role }: TestUser): Promise<string> {
  const key = `${email}|${role ?? ''}`;
  let uid = ensured.get(key);
  if (!uid) {
    uid = (async () => {
      let user = await findByEmail(email);
      if (!user) {
        const localId = `prueba-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;
        // Another test may be creating the same user right now: then theirs is the one.
        await adminCall('accounts', { localId, email, password: passwordOf(email) }).catch(() => undefined);
        user = await findByEmail(email);
        if (!user) throw new Error(`No se pudo crear el usuario de prueba ${email}.`);
        if (role && roleOf(user) === undefined) {
          await adminCall('accounts:update', { localId: user.localId, customAttributes: JSON.stringify({ role }) });
          user = await findByEmail(email);
        }
      }
      if (roleOf(user!) !== role) throw new Error(`${email} ya existe con el rol ${roleOf(user!) ?? 'ninguno'}, no ${role ?? 'ninguno'}.`);
      return user!.localId;
    })();
    ensured.set(key, uid);
    uid.catch(() => ensured.delete(key));
  }
  return uid;
}

/**
 * The app's firebase/auth, on the local Auth emulator. Call it before the app's getDatabase(): the database
 * SDK then sends the ID token of whoever signs in here, and its refreshes. The app needs an API key (any).
 */
export function emulatorAuth(app: FirebaseApp): Auth {
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${LOCAL_HOST}:${PORTS.auth}`, { disableWarnings: true });
  return auth;
}

/** Signs `auth` in as the Auth emulator's user with this email and role, created when missing. */
export async function signInTestUser(auth: Auth, user: TestUser): Promise<User> {
  await ensureTestUser(user);
  const { user: signedIn } = await signInWithEmailAndPassword(auth, user.email, passwordOf(user.email));
  return signedIn;
}
