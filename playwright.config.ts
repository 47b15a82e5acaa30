import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium drives the tests; Playwright never downloads a browser here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', testIdAttribute: 'data-test', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: [
    {
      // A real SMTP sink; the app e-mails its codes here and tests read them over HTTP.
      command: 'npx tsx e2e/smtp-sink-server.ts',
      url: 'http://127.0.0.1:3125/messages',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh embedded database per run, seeded at start with known demo credentials.
      command: 'rm -rf tmp/e2e && node server.mjs',
      url: `${baseURL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        APP_URL: baseURL,
        PGLITE_DIR: 'tmp/e2e/pglite',
        OUTBOX_DIR: 'tmp/e2e/outbox',
        UPLOADS_DIR: 'tmp/e2e/uploads',
        BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        ADMIN_EMAIL: 'admin@qa-academy.test',
        ADMIN_PASSWORD: 'Admin-pass-2026',
        DEMO_STUDENT_PASSWORD: 'Student-pass-2026',
        SMTP_URL: 'smtp://127.0.0.1:3126',
        // Every browser test comes from 127.0.0.1; the real limits are covered by integration tests.
        RATE_LIMIT_SCALE: '20',
      },
    },
  ],
});
