// The session library against the running local backend: real sign-in on the Auth emulator, the role
// from the custom claim, a write the rules allow only to that role, and the askAI callable.
import { deleteApp } from 'firebase/app';
import { goOffline, ref, get, set } from 'firebase/database';
import {
  authErrorMessage,
  configureBackend,
  getDb,
  getFirebaseApp,
  getSession,
  resolveBackendConfig,
  signIn,
  signOut,
  startSession,
  stopSession,
} from '../src';
import { callAskAI } from '../src/data';
import { eventually } from '../../../scripts/testing/eventually';

beforeAll(async () => {
  delete process.env.FIREBASE_PROJECT_ID;
  configureBackend(resolveBackendConfig('127.0.0.1'));
  await startSession();
});

afterAll(async () => {
  stopSession();
  goOffline(getDb());
  await deleteApp(getFirebaseApp());
});

it('starts with no user once the first auth state is known', () => {
  expect(getSession()).toEqual({ currentUser: null, userLoggedIn: false, loading: false });
});

it('signs staff in with their role, lets the admin write the theme, and signs out', async () => {
  const user = await signIn('admin@salon.test', 'salon-admin-123');
  expect(user).toMatchObject({ email: 'admin@salon.test', role: 'admin' });
  await eventually(() => expect(getSession()).toMatchObject({ userLoggedIn: true, currentUser: { role: 'admin' } }));
  const path = ref(getDb(), 'appSettings/theme/primaryColor');
  const before = (await get(path)).val() as string;
  await set(path, before);
  await signOut();
  await eventually(() => expect(getSession().currentUser).toBeNull());
  await expect(set(path, '#000000')).rejects.toThrow(/permission_denied/i);
});

it('explains a wrong password in Spanish', async () => {
  const error = await signIn('admin@salon.test', 'otra-clave').catch((caught: unknown) => caught);
  expect(authErrorMessage(error)).toBe('Correo o contraseña incorrectos.');
});

it('asks askAI through the Functions emulator and gets a Spanish answer from the site facts', async () => {
  const answer = await callAskAI('¿Qué adicionales tienen?');
  expect(answer).toContain('Camarera: $');
  await expect(callAskAI('   ')).rejects.toThrow('La consulta está vacía.');
});
