// Sign-in and the session. The session lives in jotai atoms of the default store so the host and every
// remote (which share this module and jotai as singletons) read the same user.
//
// The Auth SDK is loaded on demand: a visitor who never signed in on this browser never downloads it (about
// a third of Firebase's code, docs/performance.md). It is loaded when this browser keeps a signed-in user
// (Firebase's own storage says so), when someone signs in, and when the chat sends a question to askAI
// (the visitor's anonymous identity, kept apart: see CHAT_VISITOR_APP_NAME).
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { atom, getDefaultStore } from 'jotai';
import { appCheckReady, getBackendConfig, getFirebaseApp } from './app';

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

const SIGNED_OUT: Session = { currentUser: null, userLoggedIn: false, loading: false };

type AuthSdk = typeof import('firebase/auth');

let sdk: Promise<AuthSdk> | undefined;
let auth: Promise<Auth> | undefined;

const loadAuthSdk = () => (sdk ??= import(/* webpackChunkName: "ondemand-firebase-auth" */ 'firebase/auth'));

function initAuth(firebaseAuth: AuthSdk, app: FirebaseApp): Auth {
  // initializeAuth instead of getAuth: it leaves out the pop-up sign-in code, which this site never uses.
  const persistence =
    typeof indexedDB === 'undefined' ? firebaseAuth.inMemoryPersistence : [firebaseAuth.indexedDBLocalPersistence, firebaseAuth.browserLocalPersistence];
  const instance = firebaseAuth.initializeAuth(app, { persistence });
  const emulators = getBackendConfig().emulators;
  if (emulators) {
    firebaseAuth.connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, { disableWarnings: true });
  }
  instance.languageCode = 'es';
  return instance;
}

export function getAuthInstance(): Promise<Auth> {
  auth ??= loadAuthSdk().then((firebaseAuth) => initAuth(firebaseAuth, getFirebaseApp()));
  return auth;
}

/**
 * The chat's visitor lives in a Firebase app of its own: its anonymous user is stored under this name, not
 * '[DEFAULT]', so hasStoredUser stays false and later public pages still start without Auth, and the staff
 * session (sessionAtom) never shows an anonymous visitor as signed in.
 */
export const CHAT_VISITOR_APP_NAME = 'salon-chat';

let chatVisitor: Promise<{ app: FirebaseApp; auth: Auth }> | undefined;

/** The chat's app with Auth started (loads Auth on the first call only: when the chat asks askAI). */
export function getChatVisitorApp(): Promise<{ app: FirebaseApp; auth: Auth }> {
  chatVisitor ??= loadAuthSdk()
    .then(async (firebaseAuth) => {
      const app = getApps().find((candidate) => candidate.name === CHAT_VISITOR_APP_NAME) ?? initializeApp(getBackendConfig().firebase, CHAT_VISITOR_APP_NAME);
      await appCheckReady(app); // its calls (askAI, submitInquiry) carry a token where App Check is configured
      return { app, auth: initAuth(firebaseAuth, app) };
    })
    .catch((error: unknown) => {
      chatVisitor = undefined; // the next question tries again
      throw error;
    });
  return chatVisitor;
}

/**
 * Makes sure the chat's visitor has a Firebase identity (anonymous; the same one on later visits from this
 * browser): askAI limits each identity on its own. Resolves with the chat's app.
 */
export async function signInChatVisitor(): Promise<FirebaseApp> {
  const { app, auth: visitorAuth } = await getChatVisitorApp();
  await visitorAuth.authStateReady();
  if (!visitorAuth.currentUser) {
    // One sign-in at a time: two at once would make two anonymous users.
    visitorSignIn ??= loadAuthSdk()
      .then(({ signInAnonymously }) => signInAnonymously(visitorAuth))
      .then(() => undefined)
      .finally(() => (visitorSignIn = undefined));
    await visitorSignIn;
  }
  return app;
}

let visitorSignIn: Promise<void> | undefined;

/**
 * Whether this browser keeps a signed-in Firebase user, read from the SDK's own storage (IndexedDB
 * `firebaseLocalStorageDb`, or localStorage) without loading the SDK. When unsure, it says yes.
 */
export function hasStoredUser(apiKey: string, appName = '[DEFAULT]'): Promise<boolean> {
  const key = `firebase:authUser:${apiKey}:${appName}`;
  try {
    if (typeof localStorage !== 'undefined' && localStorage.getItem(key)) return Promise.resolve(true);
  } catch {
    // Storage blocked: IndexedDB below, or no stored user.
  }
  if (typeof indexedDB === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open('firebaseLocalStorageDb');
    } catch {
      resolve(true);
      return;
    }
    // No such database yet: no stored user. Abort, so that this look leaves nothing behind for the SDK.
    request.onupgradeneeded = () => {
      request.transaction?.abort();
      resolve(false);
    };
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      try {
        if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
          db.close();
          resolve(false);
          return;
        }
        const read = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').get(key);
        read.onsuccess = () => {
          db.close();
          resolve(Boolean(read.result));
        };
        read.onerror = () => {
          db.close();
          resolve(true);
        };
      } catch {
        db.close();
        resolve(true);
      }
    };
  });
}

function roleFromClaims(claims: Record<string, unknown>): StaffRole | null {
  return claims.role === 'admin' || claims.role === 'recibos' ? claims.role : null;
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return { uid: user.uid, email: user.email, role: roleFromClaims(token.claims) };
}

let stopListening: (() => void) | undefined;
let listening: Promise<void> | undefined;
let firstState: Promise<void> | undefined;

/** Loads Auth and follows its state into the session atom; resolves with the first state. */
function followAuthState(): Promise<void> {
  listening ??= (async () => {
    const instance = await getAuthInstance();
    const { onIdTokenChanged } = await loadAuthSdk();
    const store = getDefaultStore();
    await new Promise<void>((resolve) => {
      stopListening = onIdTokenChanged(
        instance,
        (user) => {
          if (!user) {
            store.set(sessionAtom, SIGNED_OUT);
            resolve();
            return;
          }
          void toSessionUser(user)
            .catch(() => ({ uid: user.uid, email: user.email, role: null }))
            .then((sessionUser) => {
              store.set(sessionAtom, { currentUser: sessionUser, userLoggedIn: true, loading: false });
              resolve();
            });
        },
        () => {
          store.set(sessionAtom, SIGNED_OUT);
          resolve();
        },
      );
    });
  })();
  return listening;
}

/**
 * Starts following the session once for the whole page and resolves when the first state is known. A
 * browser with no stored user is signed out at once, without loading Auth.
 */
export function startSession(): Promise<void> {
  firstState ??= hasStoredUser(String(getBackendConfig().firebase.apiKey ?? '')).then((stored) => {
    if (stored) return followAuthState();
    if (!listening) getDefaultStore().set(sessionAtom, SIGNED_OUT);
    return undefined;
  });
  return firstState;
}

export function stopSession(): void {
  stopListening?.();
  stopListening = undefined;
  listening = undefined;
  firstState = undefined;
}

export function getSession(): Session {
  return getDefaultStore().get(sessionAtom);
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const instance = await getAuthInstance();
  void followAuthState();
  const { signInWithEmailAndPassword } = await loadAuthSdk();
  const credential = await signInWithEmailAndPassword(instance, email.trim(), password);
  // Claims may have changed since the last token: read them fresh.
  await credential.user.getIdToken(true);
  return toSessionUser(credential.user);
}

export async function signOut(): Promise<void> {
  if (!auth) return; // Auth never loaded: nobody is signed in on this page.
  const { signOut: firebaseSignOut } = await loadAuthSdk();
  return firebaseSignOut(await getAuthInstance());
}

/** Spanish text for the Firebase Auth error codes a person can meet on the sign-in form. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
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
