import os from 'node:os';
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
    // One worker per core. Vitest's default leaves a core to its main process (one worker on CI's two cores): the
    // whole unit + integration run took 7m46s that way, against 4m41s with two workers (CI runs 3 and 2 of issue 27).
    // Every file has its own database, scratch folders and ephemeral ports, so files never meet.
    maxWorkers: os.availableParallelism(),
    projects: [
      { ...shared, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', isolate: false } },
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
