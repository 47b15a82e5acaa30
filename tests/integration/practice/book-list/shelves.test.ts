import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { GET as starterKit } from '@/app/api/practice/v1/[exercise]/starter-kit/[tool]/route';
import { countPracticeRequest, PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { BASE, etagOf, isbnNumber, newBook, problemOf, send } from './book-api';

// docs/practice/book-list.md: each learner has a shelf of their own; a reset brings the seed shelf back; a shelf
// holds at most 100 books; the request limit's 429 is a problem detail like every other refusal.

setupFreshDatabase();
afterEach(() => vi.useRealTimers());

const reset = practiceCaller('v1/book-list/reset');

describe('shelves', () => {
  it('keeps each learner\'s books apart: another learner\'s changes and new ids are not there', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    expect((await send('POST', BASE, { user: ann, body: newBook() })).status).toBe(201);
    const patched = await send('PATCH', `${BASE}/1`, {
      user: ann,
      raw: '{"title":"Ann\'s copy"}',
      headers: { 'content-type': 'application/merge-patch+json', 'if-match': await etagOf(ann, 1) },
    });
    expect(patched.status).toBe(200);
    expect((await send('DELETE', `${BASE}/2`, { user: ann, headers: { 'if-match': await etagOf(ann, 2) } })).status).toBe(204);

    expect(problemOf(await send('GET', `${BASE}/21`, { user: ben })).code).toBe('BOOK_NOT_FOUND');
    expect((await send('GET', `${BASE}/1`, { user: ben })).json.title).toBe('The Flaky Test');
    expect((await send('GET', `${BASE}/2`, { user: ben })).status).toBe(200);
    expect((await send('GET', BASE, { user: ben })).headers.get('x-total-count')).toBe('20');
    // Ben may use the ISBN Ann's new book has: uniqueness is per shelf.
    expect((await send('POST', BASE, { user: ben, body: newBook() })).status).toBe(201);
    // And an ETag of Ann's is no key to Ben's book.
    const bensEtag = await etagOf(ben, 1);
    expect(patched.headers.get('etag')).not.toBe(bensEtag);
  });

  it('a reset brings back the 20 seed books and their reviews; ids start again at 21; completion goes', async () => {
    const ann = await createLoggedInUser();
    const created = await send('POST', BASE, { user: ann, body: newBook() });
    await send('PUT', `${BASE}/21`, { user: ann, body: newBook({ pages: 1 }), headers: { 'if-match': created.headers.get('etag')! } });
    await send('DELETE', `${BASE}/1`, { user: ann, headers: { 'if-match': await etagOf(ann, 1) } });
    expect(await SERVER_EXERCISES['book-list'].isCompleted(ann.id)).toBe(true);

    const replied = await reset(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'book-list' } });
    expect(replied.status).toBe(200);
    const shelf = await send('GET', `${BASE}?limit=50`, { user: ann });
    expect(shelf.headers.get('x-total-count')).toBe('20');
    expect(shelf.json[0].title).toBe('The Flaky Test');
    expect((await send('GET', `${BASE}/1/reviews`, { user: ann })).headers.get('x-total-count')).toBe('2');
    expect((await send('POST', BASE, { user: ann, body: newBook() })).json.id).toBe(21);
    expect(await SERVER_EXERCISES['book-list'].isCompleted(ann.id)).toBe(false);
  });

  it('holds at most 100 books: the 101st is 409 BOOK_LIMIT_REACHED', async () => {
    const ann = await createLoggedInUser();
    for (let n = 1; n <= 80; n++) expect((await send('POST', BASE, { user: ann, body: newBook({ isbn: isbnNumber(n) }) })).status).toBe(201);
    const refused = await send('POST', BASE, { user: ann, body: newBook({ isbn: isbnNumber(81) }) });
    expect(refused.status).toBe(409);
    expect(problemOf(refused)).toMatchObject({ code: 'BOOK_LIMIT_REACHED', detail: expect.stringContaining('100 books') });
    expect((await send('GET', BASE, { user: ann })).headers.get('x-total-count')).toBe('100');
  });

  it('past the request limit: a 429 problem with Retry-After and the RateLimit headers', async () => {
    const ann = await createLoggedInUser();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    for (let i = 0; i < PRACTICE_LIMIT.requests; i++) await countPracticeRequest(ann.id);
    const refused = await send('GET', `${BASE}/1`, { user: ann, headers: { accept: 'application/json' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(problemOf(refused)).toMatchObject({ status: 429, title: 'Too Many Requests', code: 'RATE_LIMITED', detail: expect.stringContaining('200 requests per learner') });
  });

  it('has no starter kits yet: their address is a 404, not a broken download', async () => {
    const ann = await createLoggedInUser();
    const kit = practiceCaller('v1/book-list/starter-kit/playwright');
    const reply = await kit(starterKit, { cookie: ann.cookie, params: { exercise: 'book-list', tool: 'playwright' } });
    expect(reply.status).toBe(404);
    expect(reply.json).toMatchObject({ code: 'NOT_FOUND', message: 'This exercise has no starter kit for this tool yet.' });
  });
});
