import { defineConfig, devices } from '@playwright/test';

// Where the site runs and which Chromium drives it come from environment variables (see README.md).
// CHROMIUM_PATH: leave it unset to use the browser Playwright downloads (`npx playwright install chromium`);
// set it to use one already installed, e.g. /usr/bin/chromium-headless-shell on Debian.
const executablePath = process.env.CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: './tests',
  // The tests of a file share one logged-in page, so they run one after another.
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  // A step's wait: the page answers in well under a second, but a CI runner with several suites at once took over
  // 5 s to store an order. The first load gets longer still (support/lab-page.ts, FIRST_LOAD_MS).
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.QA_ACADEMY_URL ?? 'http://localhost:3000',
    viewport: { width: 1280, height: 800 },
    // The site's stable hooks: getByTestId('cart-button') finds data-test="cart-button".
    testIdAttribute: 'data-test',
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] },
  },
});
