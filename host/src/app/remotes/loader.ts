// Loads exposed modules of the remotes through the federation runtime, with a time limit, and lets a
// failed remote be tried again without reloading the page.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { parseRemoteManifest, type RemoteManifest, type RemoteName } from './manifest';
import { REMOTES_ELEMENT_ID } from '../prerendered';
import { nextTask, withTimeout } from '@salon/domain';

let shortTasksRegistered = false;

/**
 * A remote's page arrives in three steps, each in a browser task of its own: its entry script runs, its
 * share scope is joined, its page module is fetched and run. In one task they kept a phone from answering
 * a tap for a while after the page was already on screen (docs/performance.md). Registered with the
 * remotes, in the browser only (the runtime does not exist while prerendering).
 */
function registerShortTasks(): void {
  if (shortTasksRegistered) return;
  shortTasksRegistered = true;
  registerPlugins([
    {
      name: 'salon-tareas-cortas',
      beforeInitContainer: async (args) => {
        await nextTask();
        return args;
      },
      initContainer: async (args) => {
        await nextTask();
        return args;
      },
    },
  ]);
}

let manifestPromise: Promise<RemoteManifest> | undefined;
const attempts: Partial<Record<RemoteName, number>> = {};

/** A prerendered page carries remotes.json as it was when the page was written (scripts/prerender.ts): no round trip. */
function manifestInPage(): unknown {
  const text = document.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fetchManifest(): Promise<unknown> {
  return fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes.json respondió ${response.status}`);
    return response.json();
  });
}

function loadManifest(): Promise<RemoteManifest> {
  const inPage = manifestPromise ? undefined : manifestInPage();
  manifestPromise ??= (inPage ? Promise.resolve(inPage) : fetchManifest())
    .then((raw) => {
      const manifest = parseRemoteManifest(raw, location.hostname);
      registerShortTasks();
      registerRemotes(
        Object.entries(manifest.entries).map(([name, entry]) => ({ name, entry })),
        { force: true },
      );
      return manifest;
    })
    .catch((error: unknown) => {
      manifestPromise = undefined; // a later attempt fetches it again
      throw error;
    });
  return manifestPromise;
}

export class RemoteTimeoutError extends Error {
  constructor(what: string) {
    super(`${what} tardó demasiado en cargar`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Before trying a failed remote again, register it under a fresh address: the federation runtime keeps
 * the failed entry script, so asking for the same address again would fail without a new request.
 */
async function prepareRetry(remote: RemoteName): Promise<void> {
  const manifest = await loadManifest();
  const attempt = (attempts[remote] = (attempts[remote] ?? 0) + 1);
  const entry = new URL(manifest.entries[remote], location.href);
  entry.searchParams.set('intento', String(attempt));
  registerRemotes([{ name: remote, entry: entry.toString() }], { force: true });
}

export type RemoteComponent<P> = ComponentType<P>;

export async function loadRemoteComponent<P>(
  remote: RemoteName,
  exposed: string,
  { retry = false }: { retry?: boolean } = {},
): Promise<{ default: RemoteComponent<P> }> {
  const { timeoutMs } = await loadManifest();
  if (retry) await prepareRetry(remote);
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const module = await withTimeout(loadRemote<{ default: RemoteComponent<P> }>(id), timeoutMs, () => new RemoteTimeoutError(id));
  if (!module || typeof module.default !== 'function') throw new Error(`${id} no exporta un componente`);
  return module;
}
