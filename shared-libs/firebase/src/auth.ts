// Sign-in and the session. The session lives in jotai atoms of the default store so the host and every
// remote (which share this module and jotai as singletons) read the same user.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { atom, getDefaultStore } from 'jotai';
import { getBackendConfig, getFirebaseApp } from './app';

export type StaffRole = 'admin' | 'recibos';

export interface SessionUser {
  uid: string;
  email: string | null;
  role: StaffRole | null;
}

/** The seed's session entity, plus the staff role read from the token's custom claims. */
export interface Session {
  currentUser: SessionUser | null;
  userLoggedIn: boolean;
  loading: boolean;
}

export const sessionAtom = atom<Session>({ currentUser: null, userLoggedIn: false, loading: true });

let auth: Auth | undefined;

export function getAuthInstance(): Auth {
  if (auth) return auth;
  // initializeAuth instead of getAuth: it leaves out the pop-up sign-in code, which this site never uses.
  const persistence = typeof indexedDB === 'undefined' ? inMemoryPersistence : [indexedDBLocalPersistence, browserLocalPersistence];
  const instance = initializeAuth(getFirebaseApp(), { persistence });
  const emulators = getBackendConfig().emulators;
  if (emulators) {
    connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, { disableWarnings: true });
  }
  instance.languageCode = 'es';
  auth = instance;
  return instance;
}

function roleFromClaims(claims: Record<string, unknown>): StaffRole | null {
  return claims.role === 'admin' || claims.role === 'recibos' ? claims.role : null;
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return { uid: user.uid, email: user.email, role: roleFromClaims(token.claims) };
}

let stopListening: (() => void) | undefined;
let firstState: Promise<void> | undefined;

/**
 * Starts following the auth state once for the whole page and resolves when the first state is known
 * (the host renders only after that).
 */
export function startSession(): Promise<void> {
  if (firstState) return firstState;
  const store = getDefaultStore();
  firstState = new Promise<void>((resolve) => {
    stopListening = onIdTokenChanged(
      getAuthInstance(),
      (user) => {
        if (!user) {
          store.set(sessionAtom, { currentUser: null, userLoggedIn: false, loading: false });
          resolve();
          return;
        }
        toSessionUser(user)
          .catch(() => ({ uid: user.uid, email: user.email, role: null }))
          .then((sessionUser) => {
            store.set(sessionAtom, { currentUser: sessionUser, userLoggedIn: true, loading: false });
            resolve();
          });
      },
      () => {
        store.set(sessionAtom, { currentUser: null, userLoggedIn: false, loading: false });
        resolve();
      },
    );
  });
  return firstState;
}

export function stopSession(): void {
  stopListening?.();
  stopListening = undefined;
  firstState = undefined;
}

export function getSession(): Session {
  return getDefaultStore().get(sessionAtom);
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const credential = await signInWithEmailAndPassword(getAuthInstance(), email.trim(), password);
  // Claims may have changed since the last token: read them fresh.
  await credential.user.getIdToken(true);
  return toSessionUser(credential.user);
}

export function signOut(): Promise<void> {
  return firebaseSignOut(getAuthInstance());
}

/** Spanish text for the Firebase Auth error codes a person can meet on the sign-in form. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  switch (code) {
    case 'auth/invalid-email':
      return 'El correo electrónico no es válido.';
    case 'auth/missing-password':
      return 'Ingresá la contraseña.';
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-login-credentials':
      return 'Correo o contraseña incorrectos.';
    case 'auth/user-disabled':
      return 'Esta cuenta está deshabilitada.';
    case 'auth/too-many-requests':
      return 'Demasiados intentos. Esperá unos minutos y volvé a intentar.';
    case 'auth/network-request-failed':
      return 'No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.';
    default:
      return 'No se pudo iniciar sesión. Intentá de nuevo.';
  }
}
