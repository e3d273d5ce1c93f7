// The Realtime Database's limits on what may be written: key syntax and length, and string size. Checked
// before an import or a save so that bad data gets a clear message instead of a rejected write.

/** Longest key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 768;
/** Longest string value, in UTF-8 bytes (10 MB). */
export const MAX_STRING_BYTES = 10 * 1024 * 1024;

// . # $ / [ ] and the ASCII control characters (0x00–0x1F and DEL).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const FORBIDDEN_KEY_CHARACTERS = /[.#$/[\]\u0000-\u001f\u007f]/;

/** Size of a string in UTF-8 without TextEncoder (absent from the functions' ES-only build). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    // A lone surrogate is written as U+FFFD, three bytes, like any other code point below U+10000.
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** True for a key the database accepts: non-empty, no . # $ / [ ] or control characters, at most 768 bytes. */
export function isValidDbKey(key: unknown): key is string {
  return typeof key === 'string' && key !== '' && !FORBIDDEN_KEY_CHARACTERS.test(key) && utf8ByteLength(key) <= MAX_KEY_BYTES;
}

function isTooLongString(text: string): boolean {
  // At most 3 bytes per UTF-16 unit: short strings need no counting.
  return text.length * 3 > MAX_STRING_BYTES && utf8ByteLength(text) > MAX_STRING_BYTES;
}

/**
 * Paths ('a/b/c', '' for the root) of every invalid key and every string over 10 MB inside `value`. An
 * offending key is reported with its own name as the last segment and its contents are not searched.
 */
export function findInvalidKeys(value: unknown): string[] {
  const offending: string[] = [];
  const visited = new WeakSet<object>();
  const visit = (node: unknown, path: string): void => {
    if (typeof node === 'string') {
      if (isTooLongString(node)) offending.push(path);
      return;
    }
    if (node === null || typeof node !== 'object' || visited.has(node)) return;
    visited.add(node);
    for (const [key, child] of Object.entries(node)) {
      const childPath = path === '' ? key : `${path}/${key}`;
      // Array indices are always valid keys.
      if (!Array.isArray(node) && !isValidDbKey(key)) offending.push(childPath);
      else visit(child, childPath);
    }
  };
  visit(value, '');
  return offending;
}
