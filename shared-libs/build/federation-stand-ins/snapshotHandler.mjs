// Stands in for @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js in every production build
// (docs/performance.md, "A runtime without preloading"). Our remotes are registered by their entry's address,
// never by a manifest, and nothing calls preloadRemote, so the manifest loader and the snapshot resolver
// (~1.8 KB gzip on every page) never run. What the runtime still reaches, unregistering a remote before it is
// registered again (`registerRemotes(…, { force: true })`, host/src/app/remotes/loader.ts), is kept:
// the manifest cache it clears and the host's global snapshot it reads. test/federationStandIns.test.ts reads
// the installed runtime and fails if it starts using anything else of this module.
// (Imports are resolved from runtime-core's folder, where this module stands: hence the alias, no relative paths.)
import { DisabledSnapshotHandler } from 'salon-federation-runtime-core/plugins/snapshot/disabled.js';
import { getGlobalSnapshotInfoByModuleInfo } from 'salon-federation-runtime-core/global.js';

export class SnapshotHandler extends DisabledSnapshotHandler {
  constructor(host) {
    super();
    this.HostInstance = host;
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    throw new Error('Este runtime de federación no carga manifiestos ni snapshots (docs/performance.md, "A runtime without preloading")');
  }
}

/** Only `removeRemote` asks, for the host's snapshot (undefined unless someone registered one). */
export function getGlobalRemoteInfo(remote, host) {
  return { hostGlobalSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: host.name, version: host.options.version }) };
}
