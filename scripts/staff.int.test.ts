// `npm run staff` against the running local backend: it gives a person a role (a custom claim the rules
// read, mirrored in staff/{uid}) and takes it away. The test account is deleted afterwards.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { DATABASE_URL, DEMO_PROJECT_ID, localBackendEnv } from './lib/ports';

const run = promisify(execFile);
const EMAIL = 'personal-de-prueba@salon.test';
const PASSWORD = 'una-clave-de-prueba-123';

Object.assign(process.env, localBackendEnv());
const admin = initializeApp({ projectId: DEMO_PROJECT_ID, databaseURL: DATABASE_URL }, 'staff-script-test');
const client = initializeClientApp({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-key' }, 'staff-script-client');
const clientAuth = getAuth(client);
connectAuthEmulator(clientAuth, 'http://127.0.0.1:9099', { disableWarnings: true });

async function staff(...args: string[]) {
  const cli = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
  return run(cli, [path.join(__dirname, 'staff.ts'), ...args], { cwd: path.join(__dirname, '..') });
}

async function roleOfFreshSignIn(): Promise<unknown> {
  const { user } = await signInWithEmailAndPassword(clientAuth, EMAIL, PASSWORD);
  const token = await user.getIdTokenResult(true);
  await signOut(clientAuth);
  return token.claims.role ?? null;
}

afterAll(async () => {
  const user = await getAdminAuth(admin)
    .getUserByEmail(EMAIL)
    .catch(() => null);
  if (user) {
    await getAdminAuth(admin).deleteUser(user.uid);
    await getDatabase(admin).ref(`staff/${user.uid}`).remove();
  }
  await deleteClientApp(client);
  await deleteApp(admin);
});

it('adds a person with a role, changes it, and removes it', async () => {
  const added = await staff('add', EMAIL, '--role', 'recibos', '--password', PASSWORD);
  expect(added.stdout).toContain(`${EMAIL} ahora tiene el rol recibos`);
  await expect(roleOfFreshSignIn()).resolves.toBe('recibos');
  const { uid } = await getAdminAuth(admin).getUserByEmail(EMAIL);
  expect((await getDatabase(admin).ref(`staff/${uid}`).get()).val()).toEqual({ email: EMAIL, role: 'recibos' });

  await staff('add', EMAIL, '--role', 'admin');
  await expect(roleOfFreshSignIn()).resolves.toBe('admin');

  const removed = await staff('remove', EMAIL);
  expect(removed.stdout).toContain(`${EMAIL} ya no es parte del personal.`);
  await expect(roleOfFreshSignIn()).resolves.toBeNull();
  expect((await getDatabase(admin).ref(`staff/${uid}`).get()).exists()).toBe(false);
});

it('refuses an unknown role with a Spanish message', async () => {
  await expect(staff('add', EMAIL, '--role', 'jefe', '--password', PASSWORD)).rejects.toMatchObject({
    stderr: expect.stringContaining('El rol debe ser "admin" o "recibos".'),
  });
});
