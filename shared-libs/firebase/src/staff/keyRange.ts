// A range of a node's children by key ('YYYY-MM-DD' dates, 'YYYY-MM' months): a query by key, live.
import { rawDatabase, type Unsubscribe } from '@salon/firebase';

/**
 * The children of `path` keyed `first` to `last` (both included), handed to `parse` as one object. On a page whose
 * shared session has no key ranges (a host of an earlier release, docs/releases.md) it follows the node whole and
 * keeps the range itself, rather than failing.
 */
export function watchKeysBetween<T>(
  path: string,
  first: string,
  last: string,
  parse: (raw: unknown) => T,
  onData: (value: T) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  const { watchKeyRange } = rawDatabase as Partial<typeof rawDatabase>;
  if (typeof watchKeyRange === 'function') return watchKeyRange(path, first, last, parse, onData, onError);
  const inRange = (raw: unknown) =>
    parse(raw && typeof raw === 'object' ? Object.fromEntries(Object.entries(raw).filter(([key]) => key >= first && key <= last)) : raw);
  return rawDatabase.watchPath(path, inRange, onData, onError);
}
