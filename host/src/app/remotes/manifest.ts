// The remotes' addresses are read at run time from /remotes.json, so a remote can move or be redeployed
// without rebuilding the host. `{hostname}` stands for the page's own host name.
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

const FULL_ENTRY_FILE = 'remoteEntry.js';

/**
 * The address of a remote's entry built to run on the page's federation runtime (`sharedRuntimeFile`, e.g.
 * `remoteEntry.page-2.9.2.js`, beside its `remoteEntry.js`), or undefined when there is none to ask for:
 * the host has no such file name (development) or the manifest names another kind of entry. A remote built
 * before, or with another runtime version, does not have that file: the loader then falls back to `entry`
 * (docs/performance.md, "One federation runtime").
 */
export function sharedRuntimeEntry(entry: string, sharedRuntimeFile: string | undefined): string | undefined {
  if (!sharedRuntimeFile) return undefined;
  const [address, query] = entry.split('?', 2);
  if (!address!.endsWith(`/${FULL_ENTRY_FILE}`)) return undefined;
  return address!.slice(0, -FULL_ENTRY_FILE.length) + sharedRuntimeFile + (query === undefined ? '' : `?${query}`);
}
