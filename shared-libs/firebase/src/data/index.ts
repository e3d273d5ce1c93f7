// @salon/firebase/data: the public data layer, typed watchers and readers of the storage contract (site settings,
// prices, catalog, calendar), the public snapshot's paths and the chat's askAI call. It is not part of the shared
// @salon/firebase chunk: each app bundles the watchers it uses, so the host carries only its own, and a remote
// that needs a new watcher ships it in its own bundle, without a new host.
//
// Like ../staff, every file here reaches Firebase only through the package name '@salon/firebase' (never
// '../database' or 'firebase/database'): in an app's bundle that import resolves to the page's one shared
// session, whereas a relative import would bundle a second Firebase SDK with its own session.
// dependency-cruiser enforces it (rule data-layers-through-the-shared-session).
export * from './siteSettings';
export * from './prices';
export * from './catalog';
export * from './calendar';
export { PUBLIC_SNAPSHOT_PATHS } from './snapshotPaths';
export { callAskAI, ASK_AI_TIMEOUT_MS } from './askAI';
