// Under the Functions emulator only: a request may name the database namespace it works on (`?ns=`), so each
// parallel end-to-end worker has a database of its own on the one local server (docs/testing.md, "Parallel
// workers"). A deployed function never reads it: it always works on the project's own database.
const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The namespace a request names, when the emulator runs it and the name is valid; otherwise null (the default database). */
export function requestedNamespace(query: unknown, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FUNCTIONS_EMULATOR !== 'true' || typeof query !== 'object' || query === null) return null;
  const ns = (query as Record<string, unknown>).ns;
  return typeof ns === 'string' && NAMESPACE.test(ns) ? ns : null;
}

/** The database URL the admin SDK takes for `namespace` (it reaches the emulator named in FIREBASE_DATABASE_EMULATOR_HOST). */
export function namespaceDatabaseUrl(namespace: string): string {
  return `https://${namespace}.firebaseio.com`;
}
