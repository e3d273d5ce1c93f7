import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom, type Session } from '../auth';
import { peekLive, type Unsubscribe } from '../live';
import { sameData } from '@salon/domain';

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: Error };

type Subscribe<T> = (onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe;

/** Ready at once with the page's public snapshot when it holds the data (prerendered pages), else loading. */
function initialState<T>(subscribe: Subscribe<T>): LiveState<T> {
  const peeked = peekLive(subscribe);
  return peeked ? { status: 'ready', value: peeked.value } : { status: 'loading' };
}

/**
 * Subscribes to one of the data layer's `watch…` functions for the component's lifetime. The first render
 * already has the value when the page's snapshot holds it, so a prerendered page hydrates without a
 * "loading" flash; the database then updates it. On an error after data arrived, the last value stays.
 */
export function useLive<T>(subscribe: Subscribe<T>, deps: readonly unknown[] = []): LiveState<T> {
  const [state, setState] = useState<LiveState<T>>(() => initialState(subscribe));
  const mounted = useRef(false);
  useEffect(() => {
    // Only a change of subscription starts over; the first one keeps what the first render showed.
    if (mounted.current) setState(initialState(subscribe));
    mounted.current = true;
    return subscribe(
      // The same data again (the database confirming the snapshot) keeps the state: no re-render.
      (value) => setState((previous) => (previous.status === 'ready' && sameData(previous.value, value) ? previous : { status: 'ready', value })),
      (error) => {
        console.error('No se pudieron cargar los datos:', error.message);
        setState((previous) => (previous.status === 'ready' ? previous : { status: 'error', error }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when `subscribe` is a new subscription, as useEffect's own would
  }, deps);
  return state;
}
