// @salon/firebase: the page's one Firebase session and the typed data layer over the storage contract.
export { getFirebaseApp, getBackendConfig, configureBackend } from './app';
export { resolveBackendConfig, DEMO_PROJECT_ID, type BackendConfig } from './config';
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
export { callAskAI } from './functions';
// For the staff data layer (@salon/firebase/staff) only: screens call its typed wrappers.
export { callAsStaff } from './functions';
export { getVisitorDb } from './visitor';
export { PATHS, childPath } from './paths';
export * from './data/siteSettings';
export * from './data/prices';
export type { Unsubscribe } from './data/live';
export { PUBLIC_SNAPSHOT_PATHS, SNAPSHOT_ELEMENT_ID, setPublicSnapshot, type PublicSnapshot } from './data/snapshot';
export { useSession, useLive, type LiveState } from './react/hooks';
export * from './data/catalog';
export * from './data/calendar';
// For the staff data layer (@salon/firebase/staff) only; screens use the typed functions above.
export * as rawDatabase from './rawDatabase';
export type { RawDatabase } from './rawDatabase';
