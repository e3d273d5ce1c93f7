// Several live queries read as one answer (a status with its legacy values, the receipts of several budgets).
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
