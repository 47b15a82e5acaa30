// The e2e suite's app servers: one per Playwright worker, each with its own embedded database, uploads and
// outbox, so two workers never share learners, content, caches or rate-limit counters. A test reaches its
// worker's server through the `baseURL` fixture (e2e/fixtures.ts); specs never name a port.

/** Workers (and so servers). Two use both cores of the CI machine; E2E_WORKERS=1 gives today's serial run. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The first server's port; worker n's server listens on E2E_PORT + n. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

export const SINK_HTTP_PORT = Number(process.env.E2E_SINK_HTTP_PORT ?? 3125);
export const SINK_SMTP_PORT = Number(process.env.E2E_SINK_SMTP_PORT ?? 3126);

/** Parent of every server's data folders (fresh each run). */
export const E2E_DIR = process.env.E2E_DIR ?? 'tmp/e2e';

/** The address of the server that worker `parallelIndex` uses. */
export function serverURL(parallelIndex: number): string {
  return `http://localhost:${FIRST_PORT + (parallelIndex % E2E_WORKERS)}`;
}

/** How Playwright starts the server of worker `index`: the production server, seeded with known credentials. */
export function serverCommand(index: number) {
  const url = serverURL(index);
  const dir = `${E2E_DIR}/w${index}`;
  return {
    command: `rm -rf ${dir} && node server.mjs`,
    url: `${url}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
      PORT: String(new URL(url).port),
      APP_URL: url,
      PGLITE_DIR: `${dir}/pglite`,
      OUTBOX_DIR: `${dir}/outbox`,
      UPLOADS_DIR: `${dir}/uploads`,
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      ADMIN_EMAIL: 'admin@qa-academy.test',
      ADMIN_PASSWORD: 'Admin-pass-2026',
      DEMO_STUDENT_PASSWORD: 'Student-pass-2026',
      SMTP_URL: `smtp://127.0.0.1:${SINK_SMTP_PORT}`,
      // Every browser test comes from 127.0.0.1; the real limits are covered by integration tests and the
      // newcomer journey.
      RATE_LIMIT_SCALE: '20',
    },
  };
}
