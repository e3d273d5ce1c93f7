import { endAt, get, onValue, orderByKey, query, ref, startAt, type QueryConstraint } from 'firebase/database';
import { getDb, listenSoon } from './database';
import { snapshotValue } from './snapshot';

export type Unsubscribe = () => void;

/** True while `peekLive` runs a subscription only to read the snapshot (no database, no listener). */
let peeking = false;

/**
 * Follows one path live and hands the parsed value to `onData`. A read error (for instance a rule that
 * denies it) goes to `onError`; the caller keeps what it had.
 */
export function watchPath<T>(
  path: string,
  parse: (raw: unknown) => T,
  onData: (value: T) => void,
  onError: (error: Error) => void = (error) => console.error(`No se pudo leer ${path}:`, error.message),
): Unsubscribe {
  if (peeking) {
    const cached = snapshotValue(path);
    if (cached) onData(parse(cached.value));
    return () => undefined;
  }
  return listenSoon(() => onValue(ref(getDb(), path), (snapshot) => onData(parse(snapshot.val())), onError));
}

/**
 * Follows the children of `path` whose keys are from `first` to `last` (both included, keys compared as text: an
 * ISO date is a date), live: a query by key, which the database answers without an index, so a page reads only the
 * range it shows. The public snapshot holds no range: while peeking it hands over nothing.
 */
export function watchKeyRange<T>(
  path: string,
  first: string,
  last: string,
  parse: (raw: unknown) => T,
  onData: (value: T) => void,
  onError: (error: Error) => void = (error) => console.error(`No se pudo leer ${path}:`, error.message),
): Unsubscribe {
  if (peeking) return () => undefined;
  return listenSoon(() => onValue(query(ref(getDb(), path), orderByKey(), startAt(first), endAt(last)), (snapshot) => onData(parse(snapshot.val())), onError));
}

/**
 * Follows a query of the children of `path` (an orderByChild with its bounds and limit) live, handing `parse` each
 * child's key and value in the query's order: a page reads only the window it shows. Nothing while peeking.
 */
export function watchQuery<T>(
  path: string,
  constraints: QueryConstraint[],
  parse: (children: Array<[string, unknown]>) => T,
  onData: (value: T) => void,
  onError: (error: Error) => void = (error) => console.error(`No se pudo leer ${path}:`, error.message),
): Unsubscribe {
  if (peeking) return () => undefined;
  return listenSoon(() =>
    onValue(
      query(ref(getDb(), path), ...constraints),
      (snapshot) => {
        const children: Array<[string, unknown]> = [];
        snapshot.forEach((child) => {
          children.push([child.key, child.val()]);
        });
        onData(parse(children));
      },
      onError,
    ),
  );
}

/**
 * What a `watch…` function would hand over first if the page's public snapshot (data/snapshot.ts) holds its
 * path: read synchronously, without touching the database. Undefined when the snapshot does not have it.
 */
export function peekLive<T>(subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe): { value: T } | undefined {
  let result: { value: T } | undefined;
  peeking = true;
  try {
    subscribe(
      (value) => void (result = { value }),
      () => undefined,
    )();
  } finally {
    peeking = false;
  }
  return result;
}

export async function readPath<T>(path: string, parse: (raw: unknown) => T): Promise<T> {
  const snapshot = await get(ref(getDb(), path));
  return parse(snapshot.val());
}
