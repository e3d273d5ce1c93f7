import { findInvalidKeys, isValidDbKey, MAX_STRING_BYTES, utf8ByteLength } from './dbKeys';

describe('isValidDbKey', () => {
  it.each(['b_precio_3hs_7', 'feriados_modificados', '20261120', '-NxYz123', 'clave con espacios', 'año', '🎉', 'a'.repeat(768), 'ñ'.repeat(384)])(
    '%p is valid',
    (key) => {
      expect(isValidDbKey(key)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['with a dot', 'a.b'],
    ['with #', 'a#b'],
    ['with $', '$a'],
    ['with /', 'a/b'],
    ['with [', 'a[0'],
    ['with ]', 'a]'],
    ['with a NUL', 'a\u0000b'],
    ['with a new line', 'a\nb'],
    ['with a tab', 'a\tb'],
    ['with DEL', 'a\u007fb'],
    ['too long', 'a'.repeat(769)],
    ['too long in bytes', 'ñ'.repeat(385)],
    ['not a string', 42],
  ])('a key %s is invalid', (_description, key) => {
    expect(isValidDbKey(key)).toBe(false);
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ñ', 2],
    ['€', 3],
    ['🎉', 4],
    ['\uD800', 3],
  ])('%p is %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });
});

describe('findInvalidKeys', () => {
  it('finds nothing in valid data', () => {
    expect(findInvalidKeys({ datosId: { 8: { b_precio_3hs_7: 1 } }, componentOrder: [{ name: 'Fotos', isVisible: true }] })).toEqual([]);
  });

  it('lists the path of every offending key and over-long string', () => {
    const data = {
      'a.b': { hidden: 'c/d' },
      ok: { 'x#y': 1, list: [{ z$: true }, 'fine'], text: 'x'.repeat(MAX_STRING_BYTES + 1) },
      short: 'ñ'.repeat(MAX_STRING_BYTES / 2),
    };
    expect(findInvalidKeys(data)).toEqual(['a.b', 'ok/x#y', 'ok/list/0/z$', 'ok/text']);
  });

  it.each([[null], [undefined], [42], ['texto'], [[]]])('accepts the primitive or empty %p', (value) => {
    expect(findInvalidKeys(value)).toEqual([]);
  });

  it('reports an over-long string at the root as ""', () => {
    expect(findInvalidKeys('€'.repeat(MAX_STRING_BYTES / 3 + 1))).toEqual(['']);
  });

  it('survives cycles', () => {
    const cyclic: Record<string, unknown> = { 'bad.key': 1 };
    cyclic.self = cyclic;
    expect(findInvalidKeys(cyclic)).toEqual(['bad.key']);
  });
});
