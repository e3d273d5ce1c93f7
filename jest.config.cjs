// Three projects: `unit` and `database-server` run alone; `integration` expects the local backend that
// scripts/test-all.ts starts around it. End-to-end tests run on @playwright/test (playwright.config.ts).
// swc compiles each file alone, as webpack's swc-loader does for the bundles; types are tsc's job in `npm test`.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const common = {
  rootDir: __dirname,
  // Each module compiled once per worker, not once per test file (the file says how).
  runtime: '<rootDir>/shared-libs/build/jest/compiledOnceRuntime.cjs',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // jotai 3 and a few others ship ES modules only (csv-stringify: its browser build, as the back-office bundles it;
  // FullCalendar 7, its headless core and the Temporal polyfill it uses, with its utilities).
  transformIgnorePatterns: ['/node_modules/(?!(jotai|react-toastify|csv-stringify|@fullcalendar|@full-ui|temporal-polyfill|temporal-utils)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/shared-libs/build/jest/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lib/'],
};
const integration = {
  ...common,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/shared-libs/build/jest/quiet-firebase.cjs'],
  setupFilesAfterEnv: ['<rootDir>/shared-libs/build/jest/slow-tests.cjs'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts?(x)'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.', '\\.e2e\\.test\\.'],
    },
    {
      ...integration,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/scripts/local-rtdb/'],
    },
    {
      // The local database server's own tests: each starts the servers it needs, on ports of its own, so they
      // need not wait for one another nor for the tests on the shared backend.
      ...integration,
      displayName: 'database-server',
      testMatch: ['<rootDir>/scripts/local-rtdb/**/*.int.test.ts'],
    },
  ],
};
