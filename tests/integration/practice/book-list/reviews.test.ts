import { describe, expect, it } from 'vitest';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { addReview } from '@/lib/practice/exercises/book-list/server/reviews';
import { BASE, etagOf, problemOf, send } from './book-api';

// docs/practice/book-list.md#reviews: a book's reviews are listed (paged), posted (201, Location), read and
// deleted (204); each book holds at most 20 (409 REVIEW_LIMIT_REACHED past it).

setupFreshDatabase();

const REVIEW = { reviewer: 'Ines', rating: 4, text: 'Clear and practical.\nWould read again.' };

describe('reviews', () => {
  it('lists the seed reviews of a book, oldest first, with the paging headers', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('GET', `${BASE}/1/reviews`, { user: ann });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-total-count')).toBe('2');
    expect(reply.json).toEqual([
      { id: 1, bookId: 1, reviewer: 'Ada', rating: 5, text: 'A whodunit where the culprit is a race condition. I reran it three times.', createdAt: '2025-02-01T12:00:00.000Z' },
      { id: 2, bookId: 1, reviewer: 'Grace', rating: 3, text: 'Fun, but the ending only passes on the second try.', createdAt: '2025-02-02T12:00:00.000Z' },
    ]);
    expect(reply.headers.get('link')).toBe(`<${BASE}/1/reviews?page=1&limit=10>; rel="first", <${BASE}/1/reviews?page=1&limit=10>; rel="last"`);
    expect((await send('GET', `${BASE}/3/reviews`, { user: ann })).json).toEqual([]);
    expect((await send('GET', `${BASE}/1/reviews?limit=1&page=2`, { user: ann })).json.map((review: { id: number }) => review.id)).toEqual([2]);
    expect(problemOf(await send('GET', `${BASE}/1/reviews?limit=100`, { user: ann })).code).toBe('INVALID_QUERY');
  });

  it('posts a review (201, Location), reads it, deletes it (204); the book\'s ETag does not change', async () => {
    const ann = await createLoggedInUser();
    const etag = await etagOf(ann, 3);
    const created = await send('POST', `${BASE}/3/reviews`, { user: ann, body: REVIEW });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${BASE}/3/reviews/6`);
    expect(created.json).toMatchObject({ id: 6, bookId: 3, ...REVIEW });
    const read = await send('GET', `${BASE}/3/reviews/6`, { user: ann });
    expect(read.json).toEqual(created.json);
    expect(await etagOf(ann, 3)).toBe(etag);
    // A review is found under its own book only.
    expect(problemOf(await send('GET', `${BASE}/1/reviews/6`, { user: ann })).code).toBe('REVIEW_NOT_FOUND');
    expect((await send('DELETE', `${BASE}/3/reviews/6`, { user: ann })).status).toBe(204);
    const gone = await send('GET', `${BASE}/3/reviews/6`, { user: ann });
    expect(gone.status).toBe(404);
    expect(problemOf(gone)).toMatchObject({ code: 'REVIEW_NOT_FOUND', detail: 'Book 3 has no review with id 6.' });
    expect(problemOf(await send('DELETE', `${BASE}/3/reviews/6`, { user: ann })).code).toBe('REVIEW_NOT_FOUND');
  });

  it('refuses a wrong review field by field (422), and any review of a missing book (404)', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('POST', `${BASE}/3/reviews`, { user: ann, body: { reviewer: '', rating: 6, text: 'x'.repeat(1001), stars: 5 } });
    expect(reply.status).toBe(422);
    expect(problemOf(reply).errors).toEqual({
      reviewer: 'reviewer must be text of 1 to 60 characters.',
      rating: 'rating must be a whole number from 1 to 5.',
      text: 'text must be text of 1 to 1000 characters.',
      _: 'Unrecognized key: "stars"',
    });
    const missing = await send('POST', `${BASE}/99/reviews`, { user: ann, body: REVIEW });
    expect(problemOf(missing).code).toBe('BOOK_NOT_FOUND');
    const xml = await send('POST', `${BASE}/3/reviews`, {
      user: ann,
      raw: '<review><reviewer>Kim</reviewer><rating>5</rating><text>Good &lt;3</text></review>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(201);
    expect(xml.json).toMatchObject({ reviewer: 'Kim', rating: 5, text: 'Good <3' });
  });

  it('holds at most 20 reviews per book: the 21st is 409 REVIEW_LIMIT_REACHED', async () => {
    const ann = await createLoggedInUser();
    for (let i = 0; i < 20; i++) expect((await send('POST', `${BASE}/4/reviews`, { user: ann, body: { ...REVIEW, text: `Review ${i}` } })).status).toBe(201);
    const refused = await send('POST', `${BASE}/4/reviews`, { user: ann, body: REVIEW });
    expect(refused.status).toBe(409);
    expect(problemOf(refused)).toMatchObject({ code: 'REVIEW_LIMIT_REACHED', detail: expect.stringContaining('20 reviews') });
    expect((await send('GET', `${BASE}/4/reviews`, { user: ann })).headers.get('x-total-count')).toBe('20');
  });

  it('holds at most 200 reviews per shelf: past them, 409 REVIEW_LIMIT_REACHED on any book', async () => {
    const ann = await createLoggedInUser();
    // Filled through the handlers' core (learner, request data), which the request limit does not count.
    let total = 5;
    for (let bookId = 3; total < 200; bookId++) {
      const room = Math.min(20 - (bookId === 5 || bookId === 11 ? 1 : 0), 200 - total);
      for (let i = 0; i < room; i++) await addReview(ann.id, bookId, { ok: true, value: { ...REVIEW, text: `Review ${total + i}` } });
      total += room;
    }
    const refused = await send('POST', `${BASE}/20/reviews`, { user: ann, body: REVIEW });
    expect(refused.status).toBe(409);
    expect(problemOf(refused)).toMatchObject({ code: 'REVIEW_LIMIT_REACHED', detail: expect.stringContaining('200 reviews') });
  });
});
