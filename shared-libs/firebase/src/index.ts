// @salon/firebase: the page's one Firebase session, a shared singleton (shared-libs/build/federation.cjs). It
// holds only what must be one per page: the app and its configuration, auth and the session atom, the database
// and its connection, the callable functions, the visitor's identity, the generic live primitives (watchPath,
// readPath and peekLive share one flag) and the public snapshot store. The typed data layers are entries of
// their own, bundled into the apps that import them, and reach this session through the package name:
// @salon/firebase/data (public watchers and readers), /staff, /consultas, /clientPage.
export { getFirebaseApp, getBackendConfig, configureBackend } from './app';
export { resolveBackendConfig, DEMO_PROJECT_ID, TEST_NAMESPACE_KEY, type BackendConfig } from './config';
export { getDb, watchConnection } from './database';
export {
  sessionAtom,
  startSession,
  stopSession,
  getSession,
  signIn,
  signOut,
  authErrorMessage,
  getAuthInstance,
  type Session,
  type SessionUser,
  type StaffRole,
} from './auth';
// For the data layers (@salon/firebase/data, /staff) only: screens call their typed wrappers.
export { callAsVisitor, callAsStaff } from './functions';
export { getVisitorDb } from './visitor';
export { PATHS, childPath } from './paths';
export type { Unsubscribe } from './live';
export { SNAPSHOT_ELEMENT_ID, setPublicSnapshot, type PublicSnapshot } from './snapshot';
export { useSession, useLive, type LiveState } from './react/hooks';
// For the data layers (@salon/firebase/data, /staff, /consultas) only; screens use their typed functions.
export * as rawDatabase from './rawDatabase';
export type { RawDatabase } from './rawDatabase';
