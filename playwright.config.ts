import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium-flags';

// Debian's Chromium drives the tests; Playwright never downloads a browser here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Separate ports and folders let several e2e runs share one machine (see README, "Parallel e2e runs").
const SINK_HTTP_PORT = Number(process.env.E2E_SINK_HTTP_PORT ?? 3125);
const SINK_SMTP_PORT = Number(process.env.E2E_SINK_SMTP_PORT ?? 3126);
const E2E_DIR = process.env.E2E_DIR ?? 'tmp/e2e';
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', testIdAttribute: 'data-test', launchOptions: chromium },
  projects: [
    // A test tagged @touch needs a touch screen and runs on the phone only; one tagged @desktop needs a mouse or a
    // keyboard, or checks what does not depend on the viewport, and runs on desktop only (none is ever skipped).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      grepInvert: /@touch/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grepInvert: /@desktop/,
      // Specs that are about the server rather than the viewport run once, on desktop (add more here).
      testIgnore: [/newcomer\.spec\.ts/, /fuzz\.spec\.ts/, /server-stop\.spec\.ts/, /public-cache\.spec\.ts/, /video-access\.spec\.ts/],
    },
  ],
  webServer: [
    {
      // A real SMTP sink; the app e-mails its codes here and tests read them over HTTP.
      command: 'npx tsx e2e/smtp-sink-server.ts',
      url: `http://127.0.0.1:${SINK_HTTP_PORT}/messages`,
      env: { SINK_HTTP_PORT: String(SINK_HTTP_PORT), SINK_SMTP_PORT: String(SINK_SMTP_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh embedded database per run, seeded at start with known demo credentials.
      command: `rm -rf ${E2E_DIR} && node server.mjs`,
      url: `${baseURL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        NODE_ENV: 'production',
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
        PORT: String(PORT),
        APP_URL: baseURL,
        PGLITE_DIR: `${E2E_DIR}/pglite`,
        OUTBOX_DIR: `${E2E_DIR}/outbox`,
        UPLOADS_DIR: `${E2E_DIR}/uploads`,
        BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        ADMIN_EMAIL: 'admin@qa-academy.test',
        ADMIN_PASSWORD: 'Admin-pass-2026',
        DEMO_STUDENT_PASSWORD: 'Student-pass-2026',
        SMTP_URL: `smtp://127.0.0.1:${SINK_SMTP_PORT}`,
        // Every browser test comes from 127.0.0.1; the real limits are covered by integration tests.
        RATE_LIMIT_SCALE: '20',
      },
    },
  ],
});
