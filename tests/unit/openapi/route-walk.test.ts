import { describe, expect, it } from 'vitest';
import { productApiDocument } from '@/lib/openapi/document';
import { BOOK_LIST_ACCESS } from '@/lib/practice/exercises/book-list/server/caller';
import { PRACTICE_ROUTES } from '@/lib/practice/routes/all-routes';
import { accessInHelper, apiRoutes, documentedOperations, routeServing, tableApiRoutes, undocumentedRoutes, unservedOperations, type ApiRoute } from '@/tests/helpers/api-routes';

// docs/architecture.md#rest-api-document: the route walk. Every method every route file under app/api implements is
// in /api/openapi.json, every operation there is answered by a route, and each states the access its handler
// declares. A route added without its entry in lib/openapi/areas/ fails here.

const root = process.cwd();
// The route files, and the practice lab's route tables the catch-all and the one-line route files mount.
const routes = [
  ...apiRoutes(root, {
    bookRoute: BOOK_LIST_ACCESS,
    bankRoute: accessInHelper(root, 'lib/practice/exercises/practice-bank/server/bank-route.ts'),
    loginHandler: accessInHelper(root, 'lib/auth/login-handler.ts'),
    getOwnProfile: accessInHelper(root, 'lib/users/own-profile-route.ts'),
  }),
  // The SOAP service reads its WS-Security credential from the body itself (docs/architecture.md#soap-service).
  ...tableApiRoutes(PRACTICE_ROUTES as never, { ownCredential: ['/api/practice/soap/employees'] }),
];
const operations = documentedOperations(productApiDocument() as never);

const SESSION = ['sessionCookie', 'sessionToken'];
const PRACTICE = ['practiceToken', 'practiceOAuth'];
/** withRoute's access → what the document must say: x-access, and the schemes that open the operation. */
const EXPECTED: Record<string, { access: string; schemes: string[] }> = {
  public: { access: 'public', schemes: [] },
  user: { access: 'user', schemes: SESSION },
  admin: { access: 'admin', schemes: SESSION },
  'practice-token': { access: 'user', schemes: PRACTICE },
  learner: { access: 'user', schemes: [...SESSION, ...PRACTICE] },
};

/** The schemes an operation names, and whether it may be called with none (a `{}` requirement or no security). */
function schemesOf(operation: Record<string, unknown>): { schemes: string[]; open: boolean } {
  const security = (operation.security ?? []) as Record<string, unknown>[];
  return { schemes: security.flatMap((requirement) => Object.keys(requirement)).sort(), open: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0) };
}

describe('the route walk', () => {
  it('finds the route files and their methods', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.find((route) => route.template === '/api/ads/{id}')).toMatchObject({ methods: ['GET', 'PUT', 'DELETE'], options: true, access: { GET: 'public', PUT: 'admin', DELETE: 'admin' } });
    expect(routes.find((route) => route.template === '/api/practice/v1/books/{id}')?.methods).toEqual(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE']);
    expect(routes.find((route) => route.template === '/api/auth/{...all}')?.methods).toEqual(['GET', 'POST']);
  });

  it('finds every method of every route in /api/openapi.json', () => {
    expect(undocumentedRoutes(routes, operations)).toEqual([]);
  });

  it('finds a route answering every documented operation', () => {
    expect(unservedOperations(routes, operations)).toEqual([]);
  });

  it('would notice a route added without its entry, and an entry whose route is gone', () => {
    const added: ApiRoute = { file: 'app/api/new-thing/route.ts', template: '/api/new-thing', methods: ['GET', 'POST'], options: true, access: {} };
    expect(undocumentedRoutes([...routes, added], operations)).toEqual(['GET /api/new-thing', 'POST /api/new-thing']);
    const gone = routes.filter((route) => route.template !== '/api/health');
    expect(unservedOperations(gone, operations)).toEqual(['GET /api/health']);
    const withoutDelete = routes.map((route) => (route.template === '/api/users/{userId}' ? { ...route, methods: ['GET'] } : route));
    expect(unservedOperations(withoutDelete, operations)).toEqual(['DELETE /api/users/{userId}']);
  });

  it('serves the better-auth mount\'s documented paths from its catch-all, and no other', () => {
    const catchAll = operations.filter(({ path }) => routeServing(path, routes)?.template === '/api/auth/{...all}');
    expect(catchAll.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/auth/get-session', 'POST /api/auth/get-session']);
  });

  it('states, for each operation, the access its handler declares to withRoute', () => {
    const wrong: string[] = [];
    const unread: string[] = [];
    for (const { path, method, operation } of operations) {
      const route = routeServing(path, routes)!;
      const declared = method === 'OPTIONS' ? 'public' : route.access[method === 'HEAD' && !route.access.HEAD ? 'GET' : method];
      if (!declared) {
        unread.push(`${method} ${path}`);
        continue;
      }
      const expected = EXPECTED[declared];
      const { schemes, open } = schemesOf(operation);
      const named = schemes.filter((scheme) => !expected.schemes.includes(scheme));
      const ok =
        operation['x-access'] === expected.access &&
        String(operation.description).startsWith(`**Access: ${expected.access}.**`) &&
        (declared === 'public' ? open && named.every((scheme) => SESSION.includes(scheme)) : !open && named.length === 0 && schemes.length === expected.schemes.length);
      if (!ok) wrong.push(`${method} ${path}: the route says ${declared}, the document ${operation['x-access']} with ${schemes.join(', ') || 'no credential'}`);
    }
    expect(wrong).toEqual([]);
    // Handlers of their own, not withRoute's: the better-auth mount and the SOAP service (which checks its credential itself).
    expect(unread).toEqual(['GET /api/auth/get-session', 'POST /api/auth/get-session', 'GET /api/practice/soap/employees', 'POST /api/practice/soap/employees']);
  });
});
