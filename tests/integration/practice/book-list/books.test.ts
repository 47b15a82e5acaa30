import { describe, expect, it } from 'vitest';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { BASE, etagOf, newBook, problemOf, send, without } from './book-api';

// docs/practice/book-list.md#books: create (201, Location, ETag), read, validate every field (422 per field),
// refuse a duplicate ISBN (409), and answer a missing book, a malformed id or no token as problem details.

setupFreshDatabase();

describe('POST /books and GET /books/{id}', () => {
  it('creates a book with the next id, answers 201 with Location and ETag, and reads it back', async () => {
    const ann = await createLoggedInUser();
    const created = await send('POST', BASE, { user: ann, body: newBook() });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${BASE}/21`);
    expect(created.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(created.json).toMatchObject({ id: 21, ...newBook() });
    expect(created.json.createdAt).toBe(created.json.updatedAt);
    expect(new Date(created.json.createdAt).toISOString()).toBe(created.json.createdAt);

    const read = await send('GET', `${BASE}/21`, { user: ann });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created.json);
    expect(read.headers.get('etag')).toBe(created.headers.get('etag'));
    expect(read.headers.get('cache-control')).toBe('private, no-cache');
    expect((await send('GET', BASE, { user: ann })).headers.get('x-total-count')).toBe('21');
  });

  it('leaves tags out as none, trims text, and ignores read-only fields sent back', async () => {
    const ann = await createLoggedInUser();
    const untagged = without(newBook({ title: '  Spaced Out  ' }), 'tags');
    const created = await send('POST', BASE, { user: ann, body: { ...untagged, id: 999, createdAt: 'yesterday' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id: 21, title: 'Spaced Out', tags: [] });
    expect(created.json.createdAt).not.toBe('yesterday');
  });

  it('refuses each wrong field with 422 VALIDATION_FAILED and its message', async () => {
    const ann = await createLoggedInUser();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: '' }, 'title', /title must be text of 1 to 200 characters/],
      [{ title: 'x'.repeat(201) }, 'title', /1 to 200/],
      [{ title: 'Tab\u0000' }, 'title', /title must be text/],
      [{ author: 42 }, 'author', /author must be text/],
      [{ isbn: '9780306406158' }, 'isbn', /wrong check digit/],
      [{ isbn: '978-0-306-40615-7' }, 'isbn', /13 digits starting with 978 or 979/],
      [{ isbn: '1234567890128' }, 'isbn', /starting with 978 or 979/],
      [{ year: 1449 }, 'year', /from 1450 to 2100/],
      [{ year: 2020.5 }, 'year', /whole number/],
      [{ pages: 0 }, 'pages', /from 1 to 10000/],
      [{ genre: 'poetry' }, 'genre', /genre must be one of/],
      [{ price: 9.999 }, 'price', /two decimals/],
      [{ price: -1 }, 'price', /from 0 to 10000/],
      [{ inStock: 'yes' }, 'inStock', /true or false/],
      [{ tags: ['UPPER'] }, 'tags.0', /lowercase letters, digits or hyphens/],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', /at most 10 tags/],
      [{ colour: 'red' }, '_', /Unrecognized key/],
    ];
    for (const [change, field, message] of cases) {
      const reply = await send('POST', BASE, { user: ann, body: newBook(change) });
      expect(reply.status, field).toBe(422);
      const problem = problemOf(reply);
      expect(problem, field).toMatchObject({ status: 422, title: 'Unprocessable Content', code: 'VALIDATION_FAILED', instance: BASE });
      expect(problem.errors?.[field], field).toMatch(message);
    }
    const untitled = without(newBook(), 'title');
    expect(problemOf(await send('POST', BASE, { user: ann, body: untitled })).errors).toEqual({ title: 'title must be text of 1 to 200 characters.' });
    expect((await send('GET', BASE, { user: ann })).headers.get('x-total-count')).toBe('20');
  });

  it('refuses a second book with an ISBN already on the shelf: 409 ISBN_TAKEN', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('POST', BASE, { user: ann, body: newBook({ isbn: '9781999010379' }) });
    expect(reply.status).toBe(409);
    expect(problemOf(reply)).toMatchObject({
      code: 'ISBN_TAKEN',
      title: 'Conflict',
      detail: 'Your book 1 already has the ISBN 9781999010379; each of your books needs its own.',
      errors: { isbn: expect.stringContaining('9781999010379') },
    });
  });

  it('answers a missing book, a malformed id and no session as problem details', async () => {
    const ann = await createLoggedInUser();
    const missing = await send('GET', `${BASE}/999`, { user: ann });
    expect(missing.status).toBe(404);
    expect(problemOf(missing)).toEqual({
      type: '/student/practice/book-list/v1#problem-book-not-found',
      title: 'Not Found',
      status: 404,
      detail: 'You have no book with id 999.',
      instance: `${BASE}/999`,
      code: 'BOOK_NOT_FOUND',
    });
    for (const id of ['abc', '0', '01', '1.5', '99999999999']) {
      const reply = await send('GET', `${BASE}/${id}`, { user: ann });
      expect(reply.status, id).toBe(404);
      expect(problemOf(reply).code, id).toBe('NOT_FOUND');
    }
    const anonymous = await send('GET', `${BASE}/1`);
    expect(anonymous.status).toBe(401);
    expect(problemOf(anonymous)).toMatchObject({ status: 401, title: 'Unauthorized', code: 'UNAUTHENTICATED', type: '/student/practice/book-list/v1#problem-unauthenticated' });
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="practice"');
    expect((await send('POST', BASE, { body: newBook() })).status).toBe(401);
  });

  it('refuses a cross-site write: 403 FORBIDDEN', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('POST', BASE, { user: ann, body: newBook(), headers: { origin: 'https://elsewhere.example', host: 'localhost:3000' } });
    expect(reply.status).toBe(403);
    expect(problemOf(reply).code).toBe('FORBIDDEN');
  });
});

describe('methods', () => {
  it('OPTIONS lists each path\'s methods in Allow; any other method is a 405 problem with Allow', async () => {
    const paths: [string, string, string[]][] = [
      [BASE, 'GET, HEAD, POST, OPTIONS', ['PUT', 'PATCH', 'DELETE']],
      [`${BASE}/1`, 'GET, HEAD, PUT, PATCH, DELETE, OPTIONS', ['POST']],
      [`${BASE}/1/reviews`, 'GET, HEAD, POST, OPTIONS', ['PUT', 'PATCH', 'DELETE']],
      [`${BASE}/1/reviews/1`, 'GET, HEAD, DELETE, OPTIONS', ['POST', 'PUT', 'PATCH']],
    ];
    for (const [path, allow, refused] of paths) {
      const options = await send('OPTIONS', path);
      expect(options.status, path).toBe(200);
      expect(options.headers.get('allow'), path).toBe(allow);
      for (const method of refused) {
        const reply = await send(method, path);
        expect(reply.status, `${method} ${path}`).toBe(405);
        expect(reply.headers.get('allow')).toBe(allow);
        expect(problemOf(reply)).toMatchObject({ code: 'METHOD_NOT_ALLOWED', title: 'Method Not Allowed', detail: `${method} is not allowed here. Allowed methods: ${allow}.` });
      }
    }
    expect((await send('OPTIONS', `${BASE}/1`)).headers.get('accept-patch')).toBe('application/merge-patch+json');
  });

  it('HEAD of a book answers its headers without the body', async () => {
    const ann = await createLoggedInUser();
    const head = await send('HEAD', `${BASE}/3`, { user: ann });
    expect(head.status).toBe(200);
    expect(head.text).toBe('null');
    expect(head.headers.get('etag')).toBe(await etagOf(ann, 3));
  });
});
