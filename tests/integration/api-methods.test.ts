import { describe, expect, it } from 'vitest';
import { allowedMethods, HTTP_METHODS } from '@/lib/api/methods';
import { mountedPracticeRoute, PRACTICE_ROUTES } from '@/lib/practice/routes/all-routes';
import { setupFreshDatabase } from '../helpers/test-db';

// Next answers a method a route file does not export with an empty 405 (and OPTIONS with an empty
// 204). Every /api route must answer JSON {message} with an Allow header instead; an API whose refusals are
// RFC 9457 problem details (Book List's) answers its 405 as application/problem+json with `detail`.
setupFreshDatabase();

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const routeFiles = import.meta.glob<Record<string, unknown>>('../../app/api/**/route.ts');
const IMPLEMENTABLE = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods a route file implements itself: the ones its source exports with `export const X =`. */
const sources = import.meta.glob<string>('../../app/api/**/route.ts', { query: '?raw', import: 'default', eager: true });
function implementedIn(file: string): string[] {
  return IMPLEMENTABLE.filter((method) => new RegExp(`^export const ${method}\\b`, 'm').test(sources[file]));
}

/** A route file that only mounts route-table entries (lib/practice/routes/): its methods are checked per entry below. */
const mountsTable = (file: string) => /^export const \{[^}]*\} = (?:mountedPracticeRoute|practiceCatchAll)\(/m.test(sources[file]);

const urlOf = (file: string) => `http://localhost:3000${file.replace('../../app', '').replace('/route.ts', '')}`;

/** Each method a route does not implement answers 405 with Allow (OPTIONS 200), as JSON or problem details. */
async function expectOtherMethodsRefused(handlers: Record<string, unknown>, implemented: string[], url: string) {
  const allow = allowedMethods(implemented).join(', ');
  const missing = HTTP_METHODS.filter((method) => !allow.split(', ').includes(method) || method === 'OPTIONS');
  // Each missing method must be exported, or Next answers it itself (an empty body).
  expect(missing.filter((method) => typeof handlers[method] !== 'function'), 'methods left to Next').toEqual([]);
  for (const method of missing) {
    const response = await (handlers[method] as Handler)(new Request(url, { method, headers: { 'x-qa-peer-ip': '203.0.113.5' } }), { params: Promise.resolve({}) });
    expect(response.headers.get('allow'), method).toBe(allow);
    expect(response.headers.get('content-type'), method).toMatch(/application\/(problem\+)?json/);
    const body = (await response.json()) as { message?: unknown; detail?: unknown };
    expect(typeof (body.message ?? body.detail), method).toBe('string');
    expect(response.status, method).toBe(method === 'OPTIONS' ? 200 : 405);
  }
}

describe('methods a route does not implement', () => {
  it('finds every route file', () => {
    expect(Object.keys(routeFiles).length).toBeGreaterThanOrEqual(36);
  });

  for (const file of Object.keys(routeFiles).sort().filter((file) => !mountsTable(file))) {
    it(`${file.replace('../../app', '')}: 405 JSON with Allow for other methods, OPTIONS lists them`, async () => {
      await expectOtherMethodsRefused(await routeFiles[file](), implementedIn(file), urlOf(file));
    });
  }

  // The practice lab's route tables, as their route files (the catch-all, the one-line lab routes) mount them.
  for (const route of PRACTICE_ROUTES) {
    it(`${route.path} (route table): 405 JSON with Allow for other methods, OPTIONS lists them`, async () => {
      const implemented = Object.keys(route.handlers).filter((method) => method !== 'HEAD');
      await expectOtherMethodsRefused(mountedPracticeRoute(route.path), implemented, `http://localhost:3000${route.path}`);
    });
  }
});
