// ESLint for every deployable: TypeScript's type-checked rules, React hooks and
// accessibility of JSX. Formatting is Prettier's (eslint-config-prettier turns off the rules it owns);
// import boundaries are dependency-cruiser's (.dependency-cruiser.cjs). A rule turned off in the code says why,
// after `--`, and a directive that no longer turns anything off is an error (docs/testing.md, "Lint").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'functions/lib/**', '.test-artifacts/**', 'coverage/**', '**/*.cjs', '**/*.mjs', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { '@eslint-community/eslint-comments/require-description': 'error' },
  },
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` marks a value left out on purpose (a destructured field removed from a copy).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // React calls event handlers and ignores what they return: an async onSubmit is how forms save.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['host/src/**/*.ts?(x)', 'remotes/*/src/**/*.ts?(x)', 'shared-libs/*/src/**/*.ts?(x)'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks; the React Compiler's own checks (refs, purity…) wait until we adopt the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Build and test scripts load built bundles and CommonJS-only tools at run time, by computed path.
    files: ['scripts/**', '**/e2e/**', 'host/*.test.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read database snapshots and wire protocol frames, which are untyped (`any`) by nature, and fake
    // async APIs with functions that need no await.
    files: ['**/*.test.ts?(x)', '**/test/**', '**/__fixtures__/**', 'scripts/testing/**', 'scripts/local-rtdb/testUtils.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
