// For the remotes' unit tests, which mock @salon/firebase: one stand-in for useLive instead of one per test file.
// Never imported by a page (the package's "./testing" export is for jest.mock factories).
import { useEffect, useRef, useState } from 'react';
import type { LiveState } from '../react/hooks';

type Subscribe<T> = (onData: (value: T) => void, onError: (error: Error) => void) => () => void;

/**
 * useLive as the real hook behaves with no deps and no page snapshot: "loading", then what the first
 * `subscribe` reports, for the component's life (a model that passes a new function on every render subscribes once).
 */
export function useLiveStub<T>(subscribe: Subscribe<T>): LiveState<T> {
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });
  const first = useRef(subscribe);
  useEffect(
    () =>
      first.current(
        (value) => setState({ status: 'ready', value }),
        (error) => setState({ status: 'error', error }),
      ),
    [],
  );
  return state;
}
