import { describe, expect, it } from 'vitest';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, etagOf, newBook, problemOf, send, without } from './book-api';

// docs/practice/book-list.md#conditional-requests: GET with If-None-Match is 304 while the book is unchanged; PUT
// (a full replacement), PATCH (JSON Merge Patch) and DELETE need If-Match: 428 without, 412 when stale, and a
// refused write stores nothing.

setupFreshDatabase();

const MERGE_PATCH = 'application/merge-patch+json';

function patch(user: TestUser, id: number, body: unknown, headers: Record<string, string>) {
  return send('PATCH', `${BASE}/${id}`, { user, raw: JSON.stringify(body), headers: { 'content-type': MERGE_PATCH, ...headers } });
}

describe('If-None-Match', () => {
  it('answers 304 without a body while the book is unchanged, and 200 once it changed', async () => {
    const ann = await createLoggedInUser();
    const etag = await etagOf(ann, 1);
    const unchanged = await send('GET', `${BASE}/1`, { user: ann, headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('null');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await send('HEAD', `${BASE}/1`, { user: ann, headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304);
    expect((await send('GET', `${BASE}/1`, { user: ann, headers: { 'if-none-match': '*' } })).status).toBe(304);
    expect((await send('GET', `${BASE}/1`, { user: ann, headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    expect((await patch(ann, 1, { price: 20 }, { 'if-match': etag })).status).toBe(200);
    const changed = await send('GET', `${BASE}/1`, { user: ann, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json.price).toBe(20);
  });
});

describe('PUT /books/{id}', () => {
  it('replaces the book whole with If-Match, keeping its id and creation time', async () => {
    const ann = await createLoggedInUser();
    const etag = await etagOf(ann, 2);
    const untagged = without(newBook({ title: 'Replaced' }), 'tags');
    const reply = await send('PUT', `${BASE}/2`, { user: ann, body: untagged, headers: { 'if-match': etag } });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id: 2, ...untagged, tags: [], createdAt: '2025-01-02T09:00:00.000Z' });
    expect(reply.json.updatedAt).not.toBe('2025-01-02T09:00:00.000Z');
    expect(reply.headers.get('etag')).not.toBe(etag);
    expect(reply.headers.get('etag')).toBe(await etagOf(ann, 2));
  });

  it('needs If-Match (428), refuses a stale or weak one (412), and stores nothing then', async () => {
    const ann = await createLoggedInUser();
    const before = await send('GET', `${BASE}/3`, { user: ann });
    const etag = before.headers.get('etag')!;
    const without = await send('PUT', `${BASE}/3`, { user: ann, body: newBook() });
    expect(without.status).toBe(428);
    expect(problemOf(without)).toMatchObject({ code: 'PRECONDITION_REQUIRED', title: 'Precondition Required', detail: expect.stringContaining('If-Match') });
    for (const stale of ['"stale"', `W/${etag}`]) {
      const reply = await send('PUT', `${BASE}/3`, { user: ann, body: newBook(), headers: { 'if-match': stale } });
      expect(reply.status, stale).toBe(412);
      expect(problemOf(reply)).toMatchObject({ code: 'PRECONDITION_FAILED', title: 'Precondition Failed' });
    }
    // Preconditions come before the body is looked at: an invalid body with a stale tag is still 412.
    expect((await send('PUT', `${BASE}/3`, { user: ann, body: { title: '' }, headers: { 'if-match': '"stale"' } })).status).toBe(412);
    expect((await send('GET', `${BASE}/3`, { user: ann })).json).toEqual(before.json);
    // `*` matches any current state.
    expect((await send('PUT', `${BASE}/3`, { user: ann, body: newBook(), headers: { 'if-match': '*' } })).status).toBe(200);
  });

  it('validates like a new book: 422 per field, 409 for another book\'s ISBN, its own ISBN kept is fine', async () => {
    const ann = await createLoggedInUser();
    const etag = await etagOf(ann, 4);
    const invalid = await send('PUT', `${BASE}/4`, { user: ann, body: { title: 'Only a title' }, headers: { 'if-match': etag } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(problemOf(invalid).errors!)).toEqual(['author', 'isbn', 'year', 'pages', 'genre', 'price', 'inStock']);
    const taken = await send('PUT', `${BASE}/4`, { user: ann, body: newBook({ isbn: '9781999010379' }), headers: { 'if-match': etag } });
    expect(taken.status).toBe(409);
    expect(problemOf(taken).code).toBe('ISBN_TAKEN');
    const own = await send('PUT', `${BASE}/4`, { user: ann, body: newBook({ isbn: '9781999011482' }), headers: { 'if-match': etag } });
    expect(own.status).toBe(200);
  });

  it('cannot create: a missing book is 404 before anything else', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('PUT', `${BASE}/77`, { user: ann, body: newBook(), headers: { 'if-match': '*' } });
    expect(reply.status).toBe(404);
    expect(problemOf(reply).code).toBe('BOOK_NOT_FOUND');
  });
});

describe('PATCH /books/{id} (JSON Merge Patch)', () => {
  it('sets the fields it names, removes one set to null, and keeps the rest', async () => {
    const ann = await createLoggedInUser();
    const before = (await send('GET', `${BASE}/5`, { user: ann })).json;
    const reply = await patch(ann, 5, { price: 9.5, inStock: false, tags: null }, { 'if-match': await etagOf(ann, 5) });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ ...before, price: 9.5, inStock: false, tags: [], updatedAt: reply.json.updatedAt });
    expect(reply.headers.get('etag')).toBe(await etagOf(ann, 5));
  });

  it('answers 415 for any other Content-Type, with Accept-Patch', async () => {
    const ann = await createLoggedInUser();
    const etag = await etagOf(ann, 5);
    for (const type of ['application/json', 'application/json-patch+json', 'text/plain']) {
      const reply = await send('PATCH', `${BASE}/5`, { user: ann, raw: '{"price":1}', headers: { 'content-type': type, 'if-match': etag } });
      expect(reply.status, type).toBe(415);
      expect(reply.headers.get('accept-patch')).toBe(MERGE_PATCH);
      expect(problemOf(reply).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses a patch whose result is not a valid book (422), one that is not an object (422), and bad JSON (400)', async () => {
    const ann = await createLoggedInUser();
    const etag = await etagOf(ann, 6);
    const removesTitle = await patch(ann, 6, { title: null }, { 'if-match': etag });
    expect(removesTitle.status).toBe(422);
    expect(problemOf(removesTitle).errors).toEqual({ title: 'title must be text of 1 to 200 characters.' });
    const array = await patch(ann, 6, [{ op: 'replace' }], { 'if-match': etag });
    expect(array.status).toBe(422);
    expect(problemOf(array).detail).toBe('A merge patch for a book must be a JSON object.');
    const broken = await send('PATCH', `${BASE}/6`, { user: ann, raw: '{"price":', headers: { 'content-type': MERGE_PATCH, 'if-match': etag } });
    expect(broken.status).toBe(400);
    expect(problemOf(broken).code).toBe('INVALID_JSON');
    const proto = await send('PATCH', `${BASE}/6`, { user: ann, raw: '{"__proto__":{"polluted":true}}', headers: { 'content-type': MERGE_PATCH, 'if-match': etag } });
    expect(proto.status).toBe(422);
    expect(problemOf(proto).errors?._).toMatch(/Unrecognized key: "__proto__"/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await etagOf(ann, 6)).toBe(etag);
  });

  it('needs If-Match like PUT', async () => {
    const ann = await createLoggedInUser();
    expect((await patch(ann, 7, { price: 1 }, {})).status).toBe(428);
    expect((await patch(ann, 7, { price: 1 }, { 'if-match': '"old"' })).status).toBe(412);
  });
});

describe('DELETE /books/{id}', () => {
  it('deletes with If-Match: 204, then the book and its reviews are gone', async () => {
    const ann = await createLoggedInUser();
    expect((await send('DELETE', `${BASE}/1`, { user: ann })).status).toBe(428);
    expect((await send('DELETE', `${BASE}/1`, { user: ann, headers: { 'if-match': '"old"' } })).status).toBe(412);
    const reply = await send('DELETE', `${BASE}/1`, { user: ann, headers: { 'if-match': await etagOf(ann, 1) } });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('null');
    expect((await send('GET', `${BASE}/1`, { user: ann })).status).toBe(404);
    expect((await send('GET', `${BASE}/1/reviews`, { user: ann })).status).toBe(404);
    expect((await send('DELETE', `${BASE}/1`, { user: ann, headers: { 'if-match': '*' } })).status).toBe(404);
    expect((await send('GET', BASE, { user: ann })).headers.get('x-total-count')).toBe('19');
    // Ids are never reused.
    expect((await send('POST', BASE, { user: ann, body: newBook() })).json.id).toBe(21);
  });
});
