// The early refusal of writes reduces each .write rule to its `&&` terms: only a plain conjunction is split.
import { conjuncts } from './rules';

describe('conjuncts', () => {
  test('a plain conjunction is split into its terms, inside outer parentheses too', () => {
    expect(conjuncts("auth != null && auth.token.role === 'admin' && newData.exists()")).toEqual([
      'auth != null',
      "auth.token.role === 'admin'",
      'newData.exists()',
    ]);
    expect(conjuncts("(auth != null && (a || newData.val() === 'x && y'))")).toEqual(['auth != null', "(a || newData.val() === 'x && y')"]);
  });

  test('anything else stays whole: a top-level ||, a ternary, a regular expression, unbalanced text', () => {
    expect(conjuncts('auth != null && a || newData.exists()')).toEqual(['auth != null && a || newData.exists()']);
    expect(conjuncts('a ? b : c && newData.exists()')).toEqual(['a ? b : c && newData.exists()']);
    expect(conjuncts("auth != null && newData.val().matches(/^'a && (/)")).toEqual(["auth != null && newData.val().matches(/^'a && (/)"]);
    expect(conjuncts("(a && b) && c) && ('d")).toEqual(["(a && b) && c) && ('d"]);
  });
});
