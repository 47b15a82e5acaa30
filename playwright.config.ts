import { defineConfig, devices } from '@playwright/test';
import { phoneSpecs } from './e2e/phone-specs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium-flags';
import { E2E_WORKERS, SINK_HTTP_PORT, SINK_SMTP_PORT, serverCommand } from './e2e/servers';

// Debian's Chromium drives the tests; Playwright never downloads a browser here. Separate ports and folders
// let several e2e runs share one machine (see README, "Parallel e2e runs").
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  // scripts/e2e-shuffled.ts points this at a mirror of e2e/ whose specs run in a seeded random order.
  testDir: process.env.E2E_TEST_DIR ?? 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  // Tests are shared out one by one between the workers, so a long spec does not keep one worker busy while the
  // other idles. Each worker has its own server and database (e2e/servers.ts), and every test sets up the state it
  // needs, so no test depends on what another did or is doing.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // A trace records screencast frames and DOM snapshots of every action; recording one for every test (and dropping
  // it when the test passed) kept Chromium busy all run on CI's saturated cores. In CI a failed test is retried with
  // a trace; locally a failure keeps its trace.
  use: { trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', testIdAttribute: 'data-test', launchOptions: chromium },
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
      // The phone runs only what depends on the layout (e2e/phone-specs.ts): specs whose steps or checks branch on
      // the viewport (`isMobile`), touch journeys (@touch), and tests tagged @phone (axe and screenshots per viewport,
      // the carousels). The rest (the server's answers, journeys that read the same on any screen) runs on desktop.
      testMatch: phoneSpecs(process.env.E2E_TEST_DIR ?? 'e2e'),
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
    // A fresh embedded database per worker and run, seeded at start with known demo credentials.
    ...Array.from({ length: E2E_WORKERS }, (_, index) => serverCommand(index)),
  ],
});
