import { defineConfig } from '@playwright/test';

// Two production instances on one PostgreSQL (e2e-cluster/): run by `npm test` only when
// TEST_DATABASE_URL names a PostgreSQL server, after the build. The spec starts the instances itself.
export default defineConfig({
  testDir: 'e2e-cluster',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results-cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
