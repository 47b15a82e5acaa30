import { describe, expect, it } from 'vitest';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { BASE, problemOf, send } from './book-api';

// docs/practice/book-list.md#lists: GET /books pages, filters and sorts the learner's shelf; X-Total-Count and an
// RFC 8288 Link header say where the client stands; a bad query is a 400 problem naming the parameter.

setupFreshDatabase();

const titles = (reply: { json: { title: string }[] }) => reply.json.map((book) => book.title);
const ids = (reply: { json: { id: number }[] }) => reply.json.map((book) => book.id);

describe('GET /books', () => {
  it('answers the first 10 of the 20 seed books, with the total and the paging links', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('GET', BASE, { user: ann });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('x-total-count')).toBe('20');
    expect(reply.headers.get('vary')).toBe('Accept');
    expect(reply.headers.get('ratelimit-limit')).toBe('200');
    expect(ids(reply)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(reply.json[0]).toEqual({
      id: 1,
      title: 'The Flaky Test',
      author: 'Mara Lindqvist',
      isbn: '9781999010379',
      year: 2019,
      pages: 312,
      genre: 'mystery',
      price: 18.99,
      inStock: true,
      tags: ['automation', 'ci'],
      createdAt: '2025-01-01T09:00:00.000Z',
      updatedAt: '2025-01-01T09:00:00.000Z',
    });
    expect(reply.headers.get('link')).toBe(
      `<${BASE}?page=1&limit=10>; rel="first", <${BASE}?page=2&limit=10>; rel="next", <${BASE}?page=2&limit=10>; rel="last"`,
    );
  });

  it('walks the pages by their links, keeping the other parameters; past the end is an empty 200', async () => {
    const ann = await createLoggedInUser();
    const second = await send('GET', `${BASE}?genre=mystery&limit=2&page=2`, { user: ann });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-total-count')).toBe('3');
    expect(ids(second)).toEqual([15]);
    expect(second.headers.get('link')).toBe(
      `<${BASE}?genre=mystery&limit=2&page=1>; rel="first", <${BASE}?genre=mystery&limit=2&page=1>; rel="prev", <${BASE}?genre=mystery&limit=2&page=2>; rel="last"`,
    );
    const past = await send('GET', `${BASE}?page=9&limit=5`, { user: ann });
    expect(past.status).toBe(200);
    expect(past.json).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('20');
    expect(past.headers.get('link')).toBe(`<${BASE}?page=1&limit=5>; rel="first", <${BASE}?page=4&limit=5>; rel="prev", <${BASE}?page=4&limit=5>; rel="last"`);
    const all = await send('GET', `${BASE}?limit=50`, { user: ann });
    expect(all.json).toHaveLength(20);
    expect(all.headers.get('link')).toBe(`<${BASE}?limit=50&page=1>; rel="first", <${BASE}?limit=50&page=1>; rel="last"`);
  });

  it('filters by author, genre, years, stock and text, each ignoring case where it is text', async () => {
    const ann = await createLoggedInUser();
    expect(ids(await send('GET', `${BASE}?author=okafor`, { user: ann }))).toEqual([2, 7, 19]);
    expect(ids(await send('GET', `${BASE}?genre=children`, { user: ann }))).toEqual([9, 20]);
    expect(ids(await send('GET', `${BASE}?yearFrom=2021&yearTo=2022`, { user: ann }))).toEqual([4, 9, 17]);
    expect(ids(await send('GET', `${BASE}?inStock=false`, { user: ann }))).toEqual([3, 7, 10, 14, 18]);
    // q looks in titles, authors and tags.
    expect(ids(await send('GET', `${BASE}?q=CI`, { user: ann }))).toEqual([1, 20]);
    expect(ids(await send('GET', `${BASE}?q=exploratory&inStock=true`, { user: ann }))).toEqual([11]);
    const none = await send('GET', `${BASE}?q=nothing-like-this`, { user: ann });
    expect(none.json).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('sorts by one or more fields, a minus for descending, ties in id order', async () => {
    const ann = await createLoggedInUser();
    expect(titles(await send('GET', `${BASE}?sort=title&limit=3`, { user: ann }))).toEqual(['A Bug in the Orchard', 'Ada and the Missing Semicolon', 'Boundaries and Equivalence']);
    expect(ids(await send('GET', `${BASE}?sort=-year&limit=3`, { user: ann }))).toEqual([12, 11, 9]);
    const byGenreThenPrice = await send('GET', `${BASE}?sort=genre,-price&genre=mystery`, { user: ann });
    expect(ids(byGenreThenPrice)).toEqual([4, 1, 15]);
    expect(ids(await send('GET', `${BASE}?sort=-price&limit=2`, { user: ann }))).toEqual([11, 2]);
  });

  it('refuses a bad query with a 400 problem naming each parameter', async () => {
    const ann = await createLoggedInUser();
    const cases: [string, string, RegExp][] = [
      ['sort=colour', 'sort', /Unknown sort field "colour": sort by id, title, author, genre/],
      ['sort=title,title', 'sort', /twice/],
      ['sort=title,,year', 'sort', /empty field/],
      ['sort=a,b,c,d', 'sort', /at most 3 fields/],
      ['limit=0', 'limit', /limit must be a whole number from 1 to 50/],
      ['limit=51', 'limit', /from 1 to 50/],
      ['page=0', 'page', /page must be a whole number from 1/],
      ['page=-1', 'page', /page must be/],
      ['page=1.5', 'page', /page must be/],
      ['genre=poetry', 'genre', /genre must be one of: fiction, mystery/],
      ['inStock=yes', 'inStock', /true or false/],
      ['yearFrom=2020&yearTo=2010', 'yearFrom', /yearFrom must not be after yearTo/],
      [`q=${'x'.repeat(101)}`, 'q', /1 to 100 characters/],
      ['author=%00', 'author', /characters of one line/],
      ['page=1&page=2', 'page', /page is given more than once/],
    ];
    for (const [query, parameter, message] of cases) {
      const reply = await send('GET', `${BASE}?${query}`, { user: ann });
      expect(reply.status, query).toBe(400);
      const problem = problemOf(reply);
      expect(problem, query).toMatchObject({ status: 400, title: 'Bad Request', code: 'INVALID_QUERY', instance: BASE });
      expect(problem.errors?.[parameter], query).toMatch(message);
      expect(problem.detail, query).toMatch(/^The query is not valid: /);
    }
    // Unknown parameters are ignored.
    expect((await send('GET', `${BASE}?colour=red`, { user: ann })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const ann = await createLoggedInUser();
    const head = await send('HEAD', `${BASE}?limit=5`, { user: ann });
    expect(head.status).toBe(200);
    expect(head.text).toBe('null');
    expect(head.headers.get('x-total-count')).toBe('20');
    expect(head.headers.get('link')).toContain('rel="next"');
    expect(head.headers.get('content-type')).toBe('application/json');
  });
});
