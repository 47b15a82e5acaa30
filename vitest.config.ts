import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

const root = import.meta.dirname;

const shared = {
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/helpers/server-only-stub.ts'),
    },
  },
};

const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Tags every route handler with its route as the integration tests load it (tests/helpers/route-tags.ts), so each reply
 * a test gets through `call` is held to the product's OpenAPI document. Test-only: the app's build never sees it.
 */
function tagRouteModules(): Plugin {
  const helper = JSON.stringify(path.join(root, 'tests/helpers/route-tags.ts'));
  return {
    name: 'qa-tag-route-modules',
    enforce: 'post',
    transform(code, id) {
      const match = /\/app\/api\/(.+)\/route\.ts$/.exec(id.split('?')[0]);
      if (!match) return null;
      const template = `/api/${match[1]}`.replace(/\[\.\.\.(\w+)\]/g, '{$1}').replace(/\[(\w+)\]/g, '{$1}');
      const handlers = ROUTE_METHODS.map((method) => `${method}: typeof ${method} === 'undefined' ? undefined : ${method}`).join(', ');
      return { code: `${code}\nimport { tagRouteModule as __qaTagRouteModule } from ${helper};\n__qaTagRouteModule(${JSON.stringify(template)}, { ${handlers} });\n`, map: null };
    },
  };
}

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
        plugins: [tagRouteModules()],
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
