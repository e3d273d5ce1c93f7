// Two projects: `unit` runs alone; `integration` expects the local backend that scripts/test-all.ts starts
// around it. End-to-end tests run on @playwright/test (playwright.config.ts).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': tsJest },
  // jotai 3 and a few others ship ES modules only (csv-stringify: its browser build, as the back-office bundles it).
  transformIgnorePatterns: ['/node_modules/(?!(jotai|react-toastify|csv-stringify)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/shared-libs/build/jest/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lib/'],
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
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/shared-libs/build/jest/quiet-firebase.cjs'],
      setupFilesAfterEnv: ['<rootDir>/shared-libs/build/jest/slow-tests.cjs'],
      testMatch: ['<rootDir>/**/*.int.test.ts'],
    },
  ],
};
