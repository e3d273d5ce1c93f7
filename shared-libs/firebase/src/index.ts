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
export { PATHS } from './paths';
export * from './data/siteSettings';
export * from './data/prices';
export type { Unsubscribe } from './data/live';
export { useSession, useLive, type LiveState } from './react/hooks';
export * from './data/catalog';
export * from './data/calendar';
export * from './data/presupuestos';
export * from './data/recibos';
export * from './data/admin';
export * from './data/migration';
