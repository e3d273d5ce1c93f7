// End-to-end tests (`*.e2e.test.ts`) on @playwright/test, in parallel: each worker has a database namespace of
// its own on the local backend, seeded alike (docs/testing.md, "Parallel workers"). `npm test` starts the backend
// and serves the built site around them (scripts/test-all.ts); run alone, they expect both already up.
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './scripts/lib/ports';
import { chromiumLaunchOptions } from './scripts/testing/browser';

export default defineConfig({
  testMatch: '**/*.e2e.test.ts',
  testIgnore: ['**/node_modules/**', '**/dist/**'],
  workers: E2E_WORKERS,
  // A file's tests run in order in one worker (they share its browser and what its hooks set up).
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A limit that catches a hang on a real backend and browser, not one that measures speed (the bench does that).
  // The longest journeys (the whole booking path, four PDFs rendered in the browser) must stay well clear of it
  // on a busy machine.
  timeout: 120_000,
  // Web-first assertions (toHaveText, toHaveValue…) retry until the page shows what they expect, up to this long.
  expect: { timeout: 10_000 },
  // Each worker's one browser (the `browser` fixture that scripts/testing/e2eSetup.ts hands to its files):
  // Debian's Chromium, started as the benchmarks and the other scripts start it.
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
  outputDir: '.test-artifacts/playwright',
  reporter: [['list'], ['json', { outputFile: '.test-artifacts/e2e.json' }]],
});
