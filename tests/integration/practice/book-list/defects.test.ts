import { describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { pause, SLOW_REVIEWS_MS } from '@/lib/practice/exercises/book-list/server/timing';
import { defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, etagOf, newBook, problemOf, send } from './book-api';

// docs/practice/book-list.md#planted-defects: each defect of lib/practice/exercises/book-list/defects.ts, seen as a
// client sees it, present for a learner whose bug mode is on and absent for one whose bug mode is off. BKL-06's wait
// is replaced by a spy, so the test checks which wait was asked for without waiting (docs/architecture.md#tests).
vi.mock('@/lib/practice/exercises/book-list/server/timing', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/practice/exercises/book-list/server/timing')>();
  return { ...actual, pause: vi.fn(async () => {}) };
});

setupFreshDatabase();

/** Two fresh learners: one practising with the planted bugs, one without. */
async function learners(): Promise<{ clean: TestUser; buggy: TestUser; both: [TestUser, boolean][] }> {
  const [clean, buggy] = await Promise.all([createLoggedInUser(), createLoggedInUser()]);
  await setBugMode(buggy.id, true);
  return { clean, buggy, both: [[clean, false], [buggy, true]] };
}

const ids = (reply: { json: { id: number }[] }) => reply.json.map((book) => book.id);
const patchHeaders = (etag: string) => ({ 'content-type': 'application/merge-patch+json', 'if-match': etag });

describe('the Book List planted defects', () => {
  it('catalogues seven, each with a test below', () => {
    expect(defectsOf('book-list').map((defect) => defect.id)).toEqual(['BKL-01', 'BKL-02', 'BKL-03', 'BKL-04', 'BKL-05', 'BKL-06', 'BKL-07']);
  });

  it('BKL-01: POST /books answers 201, but 200 with the bugs live (the book is created either way)', async () => {
    const { both } = await learners();
    for (const [user, bugMode] of both) {
      const created = await send('POST', BASE, { user, body: newBook() });
      expect(created.status).toBe(bugMode ? 200 : 201);
      expect(created.headers.get('location')).toBe(`${BASE}/21`);
      expect((await send('GET', `${BASE}/21`, { user })).status).toBe(200);
    }
  });

  it('BKL-02: page 2 starts after page 1 ends, but repeats its last book with the bugs live', async () => {
    const { both } = await learners();
    for (const [user, bugMode] of both) {
      const first = await send('GET', `${BASE}?limit=5&page=1`, { user });
      const second = await send('GET', `${BASE}?limit=5&page=2`, { user });
      expect(ids(first)).toEqual([1, 2, 3, 4, 5]);
      expect(ids(second)).toEqual(bugMode ? [5, 6, 7, 8, 9] : [6, 7, 8, 9, 10]);
      // Walking every page: each book once, or the last one never reached.
      const seen: number[] = [];
      for (let page = 1; page <= Number(first.headers.get('x-total-pages')); page++) seen.push(...ids(await send('GET', `${BASE}?limit=5&page=${page}`, { user })));
      expect(new Set(seen).size).toBe(bugMode ? 19 : 20);
      expect(seen.includes(20)).toBe(!bugMode);
    }
  });

  it('BKL-03: a merge patch sets the price, but the price is ignored with the bugs live', async () => {
    const { both } = await learners();
    for (const [user, bugMode] of both) {
      const patched = await send('PATCH', `${BASE}/1`, { user, raw: JSON.stringify({ price: 12.5, inStock: false }), headers: patchHeaders(await etagOf(user, 1)) });
      expect(patched.status).toBe(200);
      expect(patched.json.inStock).toBe(false);
      expect(patched.json.price).toBe(bugMode ? 18.99 : 12.5);
      expect((await send('GET', `${BASE}/1`, { user })).json.price).toBe(bugMode ? 18.99 : 12.5);
    }
  });

  it('BKL-04: a new book with an ISBN already on the shelf is 409, but stored with the bugs live', async () => {
    const { both } = await learners();
    for (const [user, bugMode] of both) {
      const duplicate = await send('POST', BASE, { user, body: newBook({ isbn: '9781999010379' }) });
      if (bugMode) {
        expect(duplicate.json).toMatchObject({ id: 21, isbn: '9781999010379' });
        expect((await send('GET', `${BASE}?q=Testing%20REST`, { user })).json).toHaveLength(1);
      } else {
        expect(duplicate.status).toBe(409);
        expect(problemOf(duplicate).code).toBe('ISBN_TAKEN');
        expect((await send('GET', BASE, { user })).headers.get('x-total-count')).toBe('20');
      }
    }
  });

  it('BKL-05: an update gives the book a new ETag, but the old one stays with the bugs live', async () => {
    const { both } = await learners();
    for (const [user, bugMode] of both) {
      const before = await etagOf(user, 2);
      const patched = await send('PATCH', `${BASE}/2`, { user, raw: JSON.stringify({ title: 'Changed' }), headers: patchHeaders(before) });
      expect(patched.status).toBe(200);
      expect(patched.headers.get('etag') === before).toBe(bugMode);
      // A client revalidating its old copy is told it is current (304), and a write with the old tag goes through.
      const revalidated = await send('GET', `${BASE}/2`, { user, headers: { 'if-none-match': before } });
      expect(revalidated.status).toBe(bugMode ? 304 : 200);
      const stale = await send('PATCH', `${BASE}/2`, { user, raw: JSON.stringify({ title: 'Overwritten' }), headers: patchHeaders(before) });
      expect(stale.status).toBe(bugMode ? 200 : 412);
      expect((await send('GET', `${BASE}/2`, { user })).json.title).toBe(bugMode ? 'Overwritten' : 'Changed');
    }
  });

  it('BKL-06: a book\'s reviews come at once, but after a 2 s wait with the bugs live (the reply still comes)', async () => {
    const { both } = await learners();
    for (const [user, bugMode] of both) {
      vi.mocked(pause).mockClear();
      const reviews = await send('GET', `${BASE}/1/reviews`, { user });
      expect(reviews.status).toBe(200);
      expect(reviews.json).toHaveLength(2);
      expect(vi.mocked(pause).mock.calls).toEqual(bugMode ? [[SLOW_REVIEWS_MS]] : []);
      // The book itself never waits.
      vi.mocked(pause).mockClear();
      await send('GET', `${BASE}/1`, { user });
      expect(vi.mocked(pause)).not.toHaveBeenCalled();
    }
    expect(SLOW_REVIEWS_MS).toBe(2_000);
  });

  it('BKL-07: one review is labelled application/json, but text/plain with the bugs live (XML stays XML)', async () => {
    const { both } = await learners();
    for (const [user, bugMode] of both) {
      const review = await send('GET', `${BASE}/1/reviews/1`, { user });
      expect(review.status).toBe(200);
      expect(review.json).toMatchObject({ id: 1, bookId: 1 });
      expect(review.headers.get('content-type')).toBe(bugMode ? 'text/plain; charset=utf-8' : 'application/json');
      expect((await send('GET', `${BASE}/1/reviews`, { user })).headers.get('content-type')).toBe('application/json');
      const xml = await send('GET', `${BASE}/1/reviews/1`, { user, headers: { accept: 'application/xml' } });
      expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    }
  });
});
