// The entry of a remote built for the page's own federation runtime; where remotes are is remotes.json's
// (@salon/domain, remoteManifest.ts).
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
