import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom, type Session } from '../auth';
import type { Unsubscribe } from '../data/live';

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: Error };

/**
 * Subscribes to one of the data layer's `watch…` functions for the component's lifetime. On an error
 * after data arrived, the last value stays (the page keeps what it had).
 */
export function useLive<T>(
  subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe,
  deps: readonly unknown[] = [],
): LiveState<T> {
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return subscribe(
      (value) => setState({ status: 'ready', value }),
      (error) => {
        console.error('No se pudieron cargar los datos:', error.message);
        setState((previous) => (previous.status === 'ready' ? previous : { status: 'error', error }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
