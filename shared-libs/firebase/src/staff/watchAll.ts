// Several live queries read as one answer (a status with its legacy values, the receipts of several budgets), and
// a watch that follows a live list of keys.
import type { Unsubscribe } from '@salon/firebase';

/** Several queries' answers as one, live: `combine` once each has answered, and again on every change. */
export function watchAll<T, R>(
  watchers: Array<(onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe>,
  combine: (values: T[]) => R,
  onData: (value: R) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  const values = new Map<number, T>();
  const stops = watchers.map((watch, index) =>
    watch(
      (value) => {
        values.set(index, value);
        if (values.size === watchers.length) onData(combine(watchers.map((_, i) => values.get(i) as T)));
      },
      (error) => onError?.(error),
    ),
  );
  if (watchers.length === 0) onData(combine([]));
  return () => stops.forEach((stop) => stop());
}

/**
 * A live list of keys, and a watch of what they name (`watchOf`) that follows the list: opened again only when the
 * set of keys changes.
 */
export function watchFollowing<R>(
  watchKeys: (onData: (keys: string[]) => void, onError: (error: Error) => void) => Unsubscribe,
  watchOf: (keys: readonly string[], onData: (value: R) => void, onError: (error: Error) => void) => Unsubscribe,
  onData: (value: R) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  let current: string | null = null;
  let stop: Unsubscribe = () => undefined;
  const fail = (error: Error) => onError?.(error);
  const stopKeys = watchKeys((keys) => {
    const sorted = [...new Set(keys)].sort();
    const key = JSON.stringify(sorted);
    if (key === current) return;
    current = key;
    stop();
    stop = watchOf(sorted, onData, fail);
  }, fail);
  return () => {
    stopKeys();
    stop();
  };
}
