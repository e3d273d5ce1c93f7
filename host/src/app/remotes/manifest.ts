// The remotes' addresses are read at run time from /remotes.json, so a remote can move or be redeployed
// without rebuilding the host. `{hostname}` stands for the page's own host name.
export type RemoteName = 'catalog' | 'calendar' | 'chat' | 'backoffice';
export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'calendar', 'chat', 'backoffice'];

export type RemoteManifest = Record<RemoteName, string>;

export function parseRemoteManifest(raw: unknown, hostname: string): RemoteManifest {
  const remotes = raw && typeof raw === 'object' ? (raw as { remotes?: unknown }).remotes : undefined;
  if (!remotes || typeof remotes !== 'object') throw new Error('remotes.json no tiene la lista "remotes".');
  const manifest = {} as RemoteManifest;
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (typeof entry !== 'string' || entry.trim() === '') throw new Error(`remotes.json no dice dónde está "${name}".`);
    manifest[name] = entry.trim().replaceAll('{hostname}', hostname);
  }
  return manifest;
}
