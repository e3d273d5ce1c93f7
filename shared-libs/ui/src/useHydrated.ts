import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React takes over a page rendered ahead of time (and when prerendering), true once it has:
 * a form shown from the HTML is disabled until then, so nothing a visitor types before the code arrives
 * is silently thrown away. Pages rendered in the browser get true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
