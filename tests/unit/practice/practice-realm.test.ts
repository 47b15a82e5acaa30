import { describe, expect, it } from 'vitest';
import { HTTP_METHODS } from '@/lib/api/methods';
import { PRACTICE_REALM } from '@/lib/practice/practice-route';
import { MOUNTED_PRACTICE_ROUTES } from '@/lib/practice/routes/all-routes';

// withRoute applies an API's own rules only through its realm (lib/api/route.ts): no route is told by its URL. So every
// handler under /api/practice/ must be the lab's (lib/practice/practice-route.ts), or its refusals would lose their
// `code` and its requests the learner's limit; and no site route outside it may be. The realm is noted on each handler.

const routeFiles = import.meta.glob<Record<string, unknown>>('../../../app/api/**/route.ts', { eager: true });
const realmOf = (handler: unknown) => (handler as { realm?: unknown }).realm;

describe("the practice lab's realm", () => {
  it('is the realm of every method of every route file under app/api/practice/, and of none elsewhere', () => {
    const files = Object.keys(routeFiles);
    expect(files.filter((file) => file.includes('/app/api/practice/')).length).toBeGreaterThan(20);
    const wrong = files.flatMap((file) => {
      const practice = file.includes('/app/api/practice/');
      return HTTP_METHODS.filter((method) => typeof routeFiles[file][method] === 'function')
        .filter((method) => (realmOf(routeFiles[file][method]) === PRACTICE_REALM) !== practice)
        .map((method) => `${method} ${file.replace('../../../', '')}`);
    });
    // The practice catch-all's own handler dispatches to the table's, checked next; better-auth's mount is not withRoute's.
    expect(wrong.filter((entry) => !entry.includes('[...path]') && !entry.includes('/api/auth/[...all]'))).toEqual([]);
  });

  it("is the realm of every method of every route table entry, as mounted", () => {
    for (const { route, methods } of MOUNTED_PRACTICE_ROUTES) {
      for (const method of HTTP_METHODS) expect(realmOf(methods[method]), `${method} ${route.path}`).toBe(PRACTICE_REALM);
    }
  });
});
