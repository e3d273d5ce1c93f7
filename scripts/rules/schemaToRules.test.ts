import { boolean, literal, number, optional, picklist, pipe, regex, strictObject, string, transform, union } from 'valibot';
import { between, keyed, list, realDate, text } from '@salon/schema';
import { schemaToRules } from './schemaToRules';

const translate = (schema: unknown) => schemaToRules(schema as never, 'x');

describe('schemaToRules', () => {
  it('checks a text by type and length, in the order of its pipe', () => {
    expect(translate(text(0, 40))).toEqual({ '.validate': 'newData.isString() && newData.val().length >= 0 && newData.val().length <= 40' });
  });

  it('writes a number range with its bounds as they are', () => {
    expect(translate(between(0, 999_999_999.99))).toEqual({ '.validate': 'newData.isNumber() && newData.val() >= 0 && newData.val() <= 999999999.99' });
  });

  it('gives an object its required children and refuses any other', () => {
    expect(translate(strictObject({ nombre: text(1, 80), activa: optional(boolean()) }))).toEqual({
      '.validate': "newData.hasChildren(['nombre'])",
      nombre: { '.validate': 'newData.isString() && newData.val().length >= 1 && newData.val().length <= 80' },
      activa: { '.validate': 'newData.isBoolean()' },
      $other: { '.validate': false },
    });
  });

  it('checks a map key before the entry, with parentheses around a choice', () => {
    expect(translate(keyed('$extra', picklist(['a', 'b']), number()))).toEqual({
      $extra: { '.validate': "($extra === 'a' || $extra === 'b') && newData.isNumber()" },
    });
    expect(translate(keyed('$galeria', picklist(['salon']), keyed('$id', string(), number())))).toEqual({
      $galeria: { '.validate': "$galeria === 'salon'", $id: { '.validate': 'newData.isNumber()' } },
    });
  });

  it('names a list by its index pattern', () => {
    expect(translate(list('$i', /^[0-6]$/, between(0, 6)))).toEqual({
      $i: { '.validate': '$i.matches(/^[0-6]$/) && newData.isNumber() && newData.val() >= 0 && newData.val() <= 6' },
    });
  });

  it('checks texts of a union with one type check', () => {
    expect(translate(union([literal(''), pipe(string(), regex(/^[0-9]{4}$/))]))).toEqual({
      '.validate': "newData.isString() && (newData.val() === '' || newData.val().matches(/^[0-9]{4}$/))",
    });
    expect(translate(union([boolean(), string()]))).toEqual({ '.validate': 'newData.isBoolean() || newData.isString()' });
  });

  it('keeps the real-date expression as written', () => {
    expect(translate(realDate())['.validate']).toMatch(/^newData\.isString\(\) && newData\.val\(\)\.matches\(\/\^\(\(19\|20\)/);
  });

  it('refuses what the rules cannot say', () => {
    expect(() =>
      translate(
        pipe(
          string(),
          transform((value: string) => value.trim()),
        ),
      ),
    ).toThrow('x: database.rules.json no puede expresar la acción transform (transformation).');
    expect(() => translate(pipe(string(), regex(/a/i)))).toThrow('x: database.rules.json no puede expresar la expresión /a/i.');
    expect(() => translate(keyed('$id', string(), union([literal(''), string()])))).toThrow(
      'x/$id: database.rules.json no puede expresar cualquier texto dentro de una unión.',
    );
  });
});
