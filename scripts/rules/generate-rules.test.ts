import { readFileSync } from 'node:fs';
import { RULES_FILE, generateRules, rulesText } from './generate-rules';

it('database.rules.json is what npm run rules generates from @salon/schema and access.ts', () => {
  // When this fails: run `npm run rules` and commit database.rules.json with the schema change.
  expect(readFileSync(RULES_FILE, 'utf8')).toBe(rulesText());
});

it('joins a shape with its access conditions on the same node', () => {
  const { rules } = generateRules();
  expect(rules.reservas).toMatchObject({
    $fecha: {
      creadoEn: { '.validate': 'newData.isNumber() && newData.val() <= now' },
      creadoPor: {
        '.validate': "newData.isString() && newData.val().matches(/^[A-Za-z0-9_-]{1,128}$/) && (newData.val() === auth.uid || auth.token.role === 'admin')",
      },
    },
  });
  expect(rules.contadores).toEqual({
    recibos: {
      '.read': "auth != null && (auth.token.role === 'admin' || auth.token.role === 'recibos')",
      '.write': "auth != null && (auth.token.role === 'admin' || auth.token.role === 'recibos') && newData.exists()",
      '.validate':
        "newData.isNumber() && newData.val() % 1 === 0 && (newData.val() === (data.exists() ? data.val() + 1 : 1) || (auth.token.role === 'admin' && newData.val() > (data.exists() ? data.val() : 0))) && newData.parent().parent().child('recibos').child('r' + newData.val()).exists() && !root.child('recibos').child('r' + newData.val()).exists()",
    },
  });
});

it('gives server-only paths their access rules and no shape', () => {
  expect(generateRules().rules.staff).toEqual({
    '.read': "auth != null && auth.token.role === 'admin'",
    $uid: { '.read': 'auth != null && auth.uid === $uid' },
  });
  expect(generateRules().rules.limitesAskAI).toBeUndefined();
});

it('refuses access rules for a path no schema describes', () => {
  expect(() => generateRules(undefined, { reservas: { $fecha: { creadoEm: { '.validate': 'true' } } } })).toThrow(
    'reservas/$fecha/creadoEm: access.ts nombra una ruta que ningún esquema de @salon/schema describe.',
  );
});
