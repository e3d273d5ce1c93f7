import { get, onValue, ref } from 'firebase/database';
import { getDb } from '../database';

export type Unsubscribe = () => void;

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
  return onValue(ref(getDb(), path), (snapshot) => onData(parse(snapshot.val())), onError);
}

export async function readPath<T>(path: string, parse: (raw: unknown) => T): Promise<T> {
  const snapshot = await get(ref(getDb(), path));
  return parse(snapshot.val());
}
