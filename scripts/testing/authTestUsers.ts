// Test clients that the running local backend believes. Its database takes a token's user and claims from
// the Auth emulator, so a made-up token with `role: 'admin'` counts for nothing: a test user must exist
// there, with its role as a custom claim. testUserToken() makes sure it does (the user with that email, or a
// new one) and gives the mock token that names it, for connectDatabaseEmulator. Only for tests against the
// local backend.
import type { EmulatorMockTokenOptions } from 'firebase/database';
import { createHash } from 'node:crypto';
import { DEMO_PROJECT_ID, LOCAL_HOST, PORTS } from '../lib/ports';

export interface TestUser {
  email: string;
  /** The staff role (custom claim); none for a signed-in user without one. */
  role?: 'admin' | 'recibos';
}

const ADMIN_API = `http://${LOCAL_HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}`;

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

/** The uid of the Auth emulator's user with this email and role, created when missing. */
export function ensureTestUser({ email, role }: TestUser): Promise<string> {
  const key = `${email}|${role ?? ''}`;
  let uid = ensured.get(key);
  if (!uid) {
    uid = (async () => {
      let user = await findByEmail(email);
      if (!user) {
        const localId = `prueba-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;
        // Another test file may be creating the same user right now: then theirs is the one.
        await adminCall('accounts', { localId, email }).catch(() => undefined);
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
 * The mock user token (connectDatabaseEmulator's `mockUserToken`) of the Auth emulator's user with this email
 * and role, created when missing: the database SDK sends it as an unsigned ID token, like the emulator's. Issued
 * now, as a sign-in's is: the local database refuses a token issued before its user's validSince, and the SDK's
 * default issue time is 1970.
 */
export async function testUserToken(user: TestUser): Promise<EmulatorMockTokenOptions> {
  const uid = await ensureTestUser(user);
  return {
    sub: uid,
    email: user.email,
    iat: Math.floor(Date.now() / 1000),
    firebase: { sign_in_provider: 'password', identities: { email: [user.email] } },
  };
}
