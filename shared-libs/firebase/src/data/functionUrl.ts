// Addresses of the site's HTTP and callable functions. Pure, and bundled into each app that calls a function (not
// part of the shared session), so a remote computes them the same way next to any host of @salon/firebase 0.2.
import type { BackendConfig } from '../config';

/** Where the function `name` answers: the Functions emulator on the embedded backend, or the deployed function. */
export function functionUrl(config: BackendConfig, name: string): string {
  const { projectId } = config.firebase;
  if (config.emulators) {
    const host = config.emulators.host.includes(':') ? `[${config.emulators.host}]` : config.emulators.host;
    return `http://${host}:${config.emulators.functionsPort}/${projectId}/${config.functionsRegion}/${name}`;
  }
  return `https://${config.functionsRegion}-${projectId}.cloudfunctions.net/${name}`;
}

/** `url` with the test worker's namespace added to its query (`ns`), so the emulated function reads that database. */
export function inTestNamespace(url: string, config: BackendConfig): string {
  if (!config.testNamespace) return url;
  const withNamespace = new URL(url);
  withNamespace.searchParams.set('ns', config.testNamespace);
  return withNamespace.toString();
}
