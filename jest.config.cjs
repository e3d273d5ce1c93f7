// Three projects: `unit` and `database-server` run alone; `integration` expects the local backend that
// scripts/test-all.ts starts around it. End-to-end tests run on @playwright/test (playwright.config.ts).
const { createJsWithTsPreset } = require('ts-jest');

// ts-jest compiles to CommonJS with the project's tsconfig: its `isolatedModules` makes ts-jest transpile each
// file alone, without a type check (types are tsc's job in `npm test`), and its `jsx: react-jsx` is React's
// automatic runtime. The JavaScript half of the preset is for the packages that ship ES modules only (below).
const common = {
  rootDir: __dirname,
  ...createJsWithTsPreset({ tsconfig: '<rootDir>/tsconfig.json' }),
  // Packages that ship ES modules only: jotai 3, react-toastify, csv-stringify (its browser build, as the back-office
  // bundles it), FullCalendar 7 with its headless core, and temporal-polyfill with its utilities.
  transformIgnorePatterns: ['/node_modules/(?!(jotai|react-toastify|csv-stringify|@fullcalendar|@full-ui|temporal-polyfill|temporal-utils)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/shared-libs/build/jest/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lib/'],
};
const integration = {
  ...common,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/shared-libs/build/jest/quiet-firebase.cjs'],
  setupFilesAfterEnv: ['<rootDir>/shared-libs/build/jest/slow-tests.cjs', '<rootDir>/shared-libs/build/jest/connections-per-file.cjs'],
};
module.exports = {
  // The unit tests' time limit (the others set theirs in slow-tests.cjs): one that catches a hang, not one that
  // measures speed. jest compiles each test file's modules anew, so a jsdom file's first render also compiles
  // the React DOM code it runs, seconds when both cores are busy.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/shared-libs/build/jest/async-utils.cjs'],
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
