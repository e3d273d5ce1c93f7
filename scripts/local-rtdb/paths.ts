// Database paths as arrays of keys. The wire protocol sends them as strings ('/a/b', 'a/b' or '/').

export type Path = readonly string[];

/** Splits a wire or REST path; empty segments ('//', leading or trailing '/') are ignored, like the SDK does. */
export function parsePath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

export function pathToString(path: Path): string {
  return '/' + path.join('/');
}

/** True when `ancestor` is `path` itself or one of its ancestors. */
export function isPrefix(ancestor: Path, path: Path): boolean {
  if (ancestor.length > path.length) return false;
  return ancestor.every((key, i) => path[i] === key);
}

/** True when one path contains the other, i.e. a write to one can change what a reader of the other sees. */
export function pathsOverlap(a: Path, b: Path): boolean {
  return isPrefix(a, b) || isPrefix(b, a);
}

const MAX_KEY_BYTES = 768;
// Same characters the SDK and the real server refuse in keys, plus ASCII control characters.
// eslint-disable-next-line no-control-regex -- control characters are among what this refuses
const INVALID_KEY = /[.#$[\]/\u0000-\u001f\u007f]/;

/** Returns why `key` is not a valid child name, or null when it is. */
export function invalidKeyReason(key: string): string | null {
  if (key.length === 0) return 'empty key';
  if (INVALID_KEY.test(key)) return `key "${key}" contains one of . # $ [ ] / or a control character`;
  if (key.length > MAX_KEY_BYTES / 3 && Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES)
    return `key "${key.slice(0, 40)}…" is longer than ${MAX_KEY_BYTES} bytes`;
  return null;
}

/**
 * Validates a path used for reading or writing. `.priority` is accepted only as the last key
 * (that is how the SDK's setPriority() addresses a node's priority).
 */
export function invalidPathReason(path: Path): string | null {
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (key === '.priority' && i === path.length - 1) continue;
    const reason = invalidKeyReason(key);
    if (reason) return reason;
  }
  return null;
}

/** The node a path refers to: for `a/b/.priority` that is `a/b` (rules and listeners see it as a change of `a/b`). */
export function nodePath(path: Path): Path {
  return path[path.length - 1] === '.priority' ? path.slice(0, -1) : path;
}

const LEADING_KEY = /^\s*\{\s*"((?:[^"\\]|\\.)*)"\s*:/;

/** The first key of a JSON object from the first characters of its text (undefined if they do not show one). */
export function leadingKey(jsonStart: string): string | undefined {
  const match = LEADING_KEY.exec(jsonStart);
  if (!match) return undefined;
  try {
    return JSON.parse(`"${match[1]!}"`) as string;
  } catch {
    return undefined;
  }
}
