import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { POSTGRES_SUITE } from './tests/postgres-suite';

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

const INTEGRATION = 'tests/integration';

/**
 * Integration files that replace a module with `vi.mock`. The other files share their worker's modules (isolate:
 * false, each starting from tests/helpers/process-state.ts's reset), where a mock would reach the files after it or
 * miss a module already loaded; these keep a module graph of their own.
 */
const MOCKING_FILES = fs
  .readdirSync(path.join(root, INTEGRATION), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.mock\(/.test(fs.readFileSync(path.join(root, INTEGRATION, file), 'utf8')))
  .map((file) => `${INTEGRATION}/${file}`);

// With TEST_DATABASE_URL the integration files run on PostgreSQL: only those that show what differs there
// (tests/postgres-suite.ts). Without it, every file but those that need a PostgreSQL server.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const integrationFiles = onPostgres ? Object.keys(POSTGRES_SUITE) : [`${INTEGRATION}/**/*.test.ts`];
const postgresOnly = onPostgres ? [] : [`${INTEGRATION}/postgres-*.test.ts`];

const integrationProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  ...shared,
  plugins: [tagRouteModules()],
  test: {
    name,
    include,
    exclude,
    isolate,
    environment: 'node' as const,
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/integration-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for a state (a peer's message, a waiting read); Vitest's default of 1 s is a time, and CI's loaded
    // machine took longer to deliver a notification through PostgreSQL (postgres-inbox-wake failed so).
    expect: { poll: { timeout: 15_000 } },
  },
});

export default defineConfig({
  ...shared,
  test: {
    // One worker per core. Vitest's default leaves a core to its main process (one worker on CI's two cores): the
    // whole unit + integration run took 7m46s that way, against 4m41s with two workers (CI runs 3 and 2 of issue 27).
    // Every file has its own database, scratch folders and ephemeral ports, so files never meet.
    maxWorkers: os.availableParallelism(),
    projects: [
      // A unit test's time limit only catches a hang: Vitest's default of 5 s failed Redocly's lint of the whole API
      // document (CPU work, 1 s when quiet) on a machine loaded by other work.
      { ...shared, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', isolate: false, testTimeout: 30_000 } },
      integrationProject('integration', integrationFiles, [...postgresOnly, ...MOCKING_FILES], false),
      integrationProject('integration-mocks', onPostgres ? integrationFiles.filter((file) => MOCKING_FILES.includes(file)) : MOCKING_FILES, postgresOnly, true),
    ],
  },
});
