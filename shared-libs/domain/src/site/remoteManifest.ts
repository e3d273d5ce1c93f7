// The remotes' addresses are read at run time from /remotes.json, so a remote can move or be redeployed
// without rebuilding the host. `{hostname}` stands for the page's own host name. The host loads the remotes
// from it; the back-office shows the catalog's shipped photos from where it says the catalog is.
export type RemoteName = 'catalog' | 'calendar' | 'chat' | 'backoffice';
export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'calendar', 'chat', 'backoffice'];

export interface RemoteManifest {
  entries: Record<RemoteName, string>;
  /** How long a remote may take to load before its place says it is slow. */
  timeoutMs: number;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;

export function parseRemoteManifest(raw: unknown, hostname: string): RemoteManifest {
  const record = raw && typeof raw === 'object' ? (raw as { remotes?: unknown; timeoutMs?: unknown }) : {};
  const remotes = record.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('remotes.json no tiene la lista "remotes".');
  const entries = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (typeof entry !== 'string' || entry.trim() === '') throw new Error(`remotes.json no dice dónde está "${name}".`);
    entries[name] = entry.trim().replaceAll('{hostname}', hostname);
  }
  const timeoutMs =
    typeof record.timeoutMs === 'number' && record.timeoutMs >= 500 && record.timeoutMs <= 120_000 ? record.timeoutMs : DEFAULT_REMOTE_TIMEOUT_MS;
  return { entries, timeoutMs };
}

/**
 * The folder a remote is served from, where its files sit beside its entry: "https://x/20261110-…/remoteEntry.js"
 * → "https://x/20261110-…/" (a query such as "?intento=2" is the entry's own).
 */
export function remoteBase(entry: string): string {
  const address = entry.split('?', 1)[0]!;
  return address.slice(0, address.lastIndexOf('/') + 1);
}
