import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { practiceApiDocument } from '@/lib/practice/openapi/document';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { BASE, problemOf, send } from './book-api';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const collectionRoute = mountedPracticeRoute('/api/practice/v1/books/postman-collection.json');
const environmentRoute = mountedPracticeRoute('/api/practice/v1/books/postman-environment.json');

// docs/practice/book-list.md#api-contract: the Postman downloads generated from the OpenAPI document, and the
// refusals of OPTIONS, which the document states as problem details like every other.

setupFreshDatabase();

const download = (route: typeof collectionRoute, file: string) => call(route.GET, { method: 'GET', path: `${BASE}/${file}` });

describe('the Postman downloads', () => {
  it('offers the collection (v2.1) as a JSON attachment, with a test on every request', async () => {
    const reply = await download(collectionRoute, 'postman-collection.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="qa-academy-book-list-v1\.postman_collection\.json"/);
    const { info, auth, item } = reply.json;
    expect(info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] });
    const calls = item.map((each: { request: { method: string; url: { raw: string } } }) => `${each.request.method} ${each.request.url.raw}`);
    expect(calls.slice(0, 5)).toEqual([
      'GET {{baseUrl}}/api/practice/v1/books?limit=5&sort=title',
      'POST {{baseUrl}}/api/practice/v1/books',
      'GET {{baseUrl}}/api/practice/v1/books/{{bookId}}',
      'GET {{baseUrl}}/api/practice/v1/books/{{bookId}}',
      'PATCH {{baseUrl}}/api/practice/v1/books/{{bookId}}',
    ]);
    for (const each of item) {
      const script = each.event.find((event: { listen: string }) => event.listen === 'test').script.exec.join('\n');
      expect(script, each.name).toMatch(/pm\.response\.to\.have\.status\(\d{3}\)/);
    }
    const patch = item.find((each: { request: { method: string } }) => each.request.method === 'PATCH');
    expect(patch.request.header).toEqual([
      { key: 'If-Match', value: '{{etag}}' },
      { key: 'Content-Type', value: 'application/merge-patch+json' },
    ]);
  });

  it('offers the environment with this site as baseUrl and the token left to the learner', async () => {
    const reply = await download(environmentRoute, 'postman-environment.json');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="qa-academy\.postman_environment\.json"/);
    expect(reply.json.values).toEqual([
      { key: 'baseUrl', value: env().APP_URL, type: 'default', enabled: true },
      { key: 'token', value: '', type: 'secret', enabled: true },
    ]);
  });

  it('is offered where the OpenAPI document says (its tag\'s x-postman)', () => {
    expect(practiceApiDocument().tags).toContainEqual(
      expect.objectContaining({ 'x-postman': { collection: `${BASE}/postman-collection.json`, environment: `${BASE}/postman-environment.json` } }),
    );
  });
});

describe('OPTIONS', () => {
  it('answers a cross-site request with a 403 problem detail, as the document states', async () => {
    await createLoggedInUser();
    const reply = await send('OPTIONS', `${BASE}/1`, { headers: { origin: 'https://elsewhere.example', host: 'localhost:3000' } });
    expect(reply.status).toBe(403);
    expect(problemOf(reply)).toMatchObject({ code: 'FORBIDDEN', instance: `${BASE}/1` });
  });
});
