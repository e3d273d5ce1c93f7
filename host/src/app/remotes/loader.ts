// Loads exposed modules of the remotes through the federation runtime, with a time limit, and lets a
// failed remote be tried again without reloading the page.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_NAMES, parseRemoteManifest, type RemoteManifest, type RemoteName } from '@salon/domain';
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

function register(manifest: RemoteManifest, remote: RemoteName): void {
  const entry = new URL(manifest.entries[remote], location.href);
  const attempt = attempts[remote];
  if (attempt) entry.searchParams.set('intento', String(attempt));
  registerRemotes([{ name: remote, entry: entry.toString() }], { force: true });
}

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
        REMOTE_NAMES.map((name) => ({ name, entry: manifest.entries[name] })),
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
  attempts[remote] = (attempts[remote] ?? 0) + 1;
  register(manifest, remote);
}

/** Loads of exposed modules under way or done, by id: a prefetch and the slot that later shows the module share one. */
const loads = new Map<string, Promise<unknown>>();

/** Modules already run, by id: a slot that shows one again (or a prefetched one) draws it at once. */
const loaded = new Map<string, unknown>();

function loadOnce<T>(id: string): Promise<T | null> {
  let load = loads.get(id) as Promise<T | null> | undefined;
  if (!load) {
    load = loadRemote<T>(id);
    loads.set(id, load);
    const started = load;
    started.then(
      (module) => module && loaded.set(id, module),
      // A failed load is not kept: the next attempt (Reintentar) asks again.
      () => loads.get(id) === started && loads.delete(id),
    );
  }
  return load;
}

const exposedId = (remote: RemoteName, exposed: string) => `${remote}/${exposed.replace(/^\.\//, '')}`;

export type RemoteComponent<P> = ComponentType<P>;

export async function loadRemoteComponent<P>(
  remote: RemoteName,
  exposed: string,
  { retry = false }: { retry?: boolean } = {},
): Promise<{ default: RemoteComponent<P> }> {
  const { timeoutMs } = await loadManifest();
  const id = exposedId(remote, exposed);
  if (retry) {
    loads.delete(id);
    await prepareRetry(remote);
  }
  const module = await withTimeout(loadOnce<{ default: RemoteComponent<P> }>(id), timeoutMs, () => new RemoteTimeoutError(id));
  if (!module || typeof module.default !== 'function') throw new Error(`${id} no exporta un componente`);
  return module;
}

/** The component of a module already loaded, or undefined when it has still to be fetched. */
export function loadedRemoteComponent<P>(remote: RemoteName, exposed: string): RemoteComponent<P> | undefined {
  const component = (loaded.get(exposedId(remote, exposed)) as { default?: unknown } | undefined)?.default;
  return typeof component === 'function' ? (component as RemoteComponent<P>) : undefined;
}

/**
 * Fetches and runs a remote's module ahead of its slot, so that it is drawn as soon as it is asked for
 * (the chat, docs/performance.md). A failure shows nothing here: the slot that needs the module asks again.
 */
export function prefetchRemoteModule(remote: RemoteName, exposed: string): void {
  loadManifest()
    .then(() => loadOnce(exposedId(remote, exposed)))
    .catch(() => undefined);
}
