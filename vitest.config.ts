import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

const shared = {
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/helpers/server-only-stub.ts'),
    },
  },
};

export default defineConfig({
  ...shared,
  test: {
    // Vitest's default: one worker on CI's two cores. Two were tried and measured: the files are CPU-bound (PGlite is
    // WebAssembly, passwords are hashed), so two at once took as long as one after the other (280 s for 301 s of
    // file time) and only added noise to the timing tests. Files could run side by side (each has its own database,
    // scratch folders and ephemeral ports) on a machine with more cores.
    projects: [
      { ...shared, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Server-only behaviour (a dropped connection) exists only on PostgreSQL; PGlite runs leave it out.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/integration/postgres-*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/integration-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
