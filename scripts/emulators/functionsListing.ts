// What the Functions emulator lists at /backends, read for the HTTP functions (onRequest and onCall alike): the
// backend calls each once when it starts, so that the emulator has loaded its worker before the first visitor or
// test waits on it (docs/local-backend.md, "Functions").

/** The URL of each HTTP function in the emulator's listing, at `functionsUrl`, for `projectId`. */
export function httpFunctionUrls(listing: unknown, functionsUrl: string, projectId: string): string[] {
  const backends = (listing as { backends?: unknown } | null)?.backends;
  if (!Array.isArray(backends)) return [];
  return backends.flatMap((backend: { functionTriggers?: unknown }) =>
    (Array.isArray(backend?.functionTriggers) ? (backend.functionTriggers as Array<Record<string, unknown>>) : []).flatMap((def) =>
      def.httpsTrigger && typeof def.name === 'string' && typeof def.region === 'string' ? [`${functionsUrl}/${projectId}/${def.region}/${def.name}`] : [],
    ),
  );
}
