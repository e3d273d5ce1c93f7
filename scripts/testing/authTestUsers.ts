// Test clients that the running local backend believes. Its database takes a token's user and claims from
// the Auth emulator, so a made-up token with `role: 'admin'` counts for nothing: a test user must exist
// there, with its role as a custom claim. useTestUser() makes sure it does (the user with that email, or a
// new one) and then hands the client's database connection an unsigned token for it, as the Auth
// emulator would. Only for tests against the local backend.
import * as appInternals from '@firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { Component } from '@firebase/component';
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

/** An unsigned ID token for `uid`, shaped like the Auth emulator's. */
export function testUserToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${DEMO_PROJECT_ID}`,
    aud: DEMO_PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    email,
    firebase: { sign_in_provider: 'password', identities: { email: [email] } },
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/**
 * Makes the client app's database connection sign in as `user` (call before getDatabase(app)). Takes the
 * place of firebase/auth inside the SDK, which asks it for tokens exactly as it asks the real one.
 */
export function useTestUser(app: FirebaseApp, user: TestUser): void {
  const auth = {
    getUid: () => null,
    getToken: async () => ({ accessToken: testUserToken(await ensureTestUser(user), user.email) }),
    addAuthTokenListener: () => undefined,
    removeAuthTokenListener: () => undefined,
  };
  // Internal API (left out of the public typings) that Firebase's own packages register themselves with.
  const { _addOrOverwriteComponent } = appInternals as unknown as { _addOrOverwriteComponent(app: FirebaseApp, component: unknown): void };
  _addOrOverwriteComponent(app, new Component('auth-internal' as never, () => auth as never, 'PRIVATE' as never));
}
