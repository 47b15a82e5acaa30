import { describe, expect, it } from 'vitest';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, etagOf, newBook, send, type Reply } from './book-api';
import { metIds } from './challenge-api';

// docs/practice/book-list.md#challenges: each challenge is met by the request it names, made with the learner's own
// credential through the real routes, and by nothing near it; another learner's request never ticks it.

setupFreshDatabase();

const MERGE_PATCH = 'application/merge-patch+json';
const XML = 'application/xml';
const XML_BOOK =
  '<?xml version="1.0" encoding="UTF-8"?><book><title>Testing REST APIs</title><author>Ines Carvalho</author><isbn>9780306406157</isbn>' +
  '<year>2023</year><pages>280</pages><genre>technology</genre><price>32.9</price><inStock>true</inStock></book>';

type Attempt = (user: TestUser) => Promise<unknown>;

const expectStatus = async (reply: Promise<Reply>, status: number) => expect((await reply).status).toBe(status);
const patch = (user: TestUser, headers: Record<string, string>) =>
  send('PATCH', `${BASE}/1`, { user, raw: JSON.stringify({ price: 12 }), headers: { 'content-type': MERGE_PATCH, ...headers } });
const put = async (user: TestUser, ifMatch: string) => {
  const { json } = await send('GET', `${BASE}/1`, { user });
  return send('PUT', `${BASE}/1`, { user, body: { ...json, price: 15 }, headers: { 'if-match': ifMatch } });
};

// Each challenge: the request that meets it, and requests close to it that must not.
const CASES: [id: string, meet: Attempt, nearMisses: Attempt][] = [
  ['BKL-C01', (u) => expectStatus(send('HEAD', `${BASE}/1`, { user: u }), 200), async (u) => {
    await expectStatus(send('GET', `${BASE}/1`, { user: u }), 200);
    await expectStatus(send('HEAD', BASE, { user: u }), 200);
    await expectStatus(send('HEAD', `${BASE}/999`, { user: u }), 404);
  }],
  ['BKL-C02', async (u) => expectStatus(send('GET', `${BASE}/1`, { user: u, headers: { 'if-none-match': await etagOf(u, 1) } }), 304), async (u) => {
    await expectStatus(send('GET', `${BASE}/1`, { user: u, headers: { 'if-none-match': '"stale"' } }), 200);
  }],
  ['BKL-C03', (u) => expectStatus(patch(u, { 'if-match': '"stale"' }), 412), async (u) => {
    await expectStatus(patch(u, {}), 428);
    await expectStatus(patch(u, { 'if-match': await etagOf(u, 1) }), 200);
  }],
  ['BKL-C04', (u) => expectStatus(send('DELETE', `${BASE}/1`, { user: u }), 428), async (u) => {
    await expectStatus(send('DELETE', `${BASE}/1`, { user: u, headers: { 'if-match': '"stale"' } }), 412);
  }],
  ['BKL-C05', async (u) => expectStatus(patch(u, { 'if-match': await etagOf(u, 1) }), 200), async (u) => {
    await expectStatus(patch(u, { 'if-match': '"stale"' }), 412);
    await expectStatus(put(u, await etagOf(u, 1)), 200);
  }],
  ['BKL-C06', async (u) => expectStatus(put(u, await etagOf(u, 1)), 200), async (u) => {
    await expectStatus(put(u, '"stale"'), 412);
    await expectStatus(patch(u, { 'if-match': await etagOf(u, 1) }), 200);
  }],
  ['BKL-C07', async (u) => expectStatus(send('DELETE', `${BASE}/2`, { user: u, headers: { 'if-match': await etagOf(u, 2) } }), 204), async (u) => {
    await expectStatus(send('DELETE', `${BASE}/1/reviews/1`, { user: u }), 204);
    await expectStatus(send('DELETE', `${BASE}/2`, { user: u, headers: { 'if-match': '"stale"' } }), 412);
  }],
  ['BKL-C08', (u) => expectStatus(send('POST', BASE, { user: u, raw: XML_BOOK, headers: { 'content-type': XML, accept: XML } }), 201), async (u) => {
    await expectStatus(send('POST', BASE, { user: u, raw: XML_BOOK, headers: { 'content-type': XML, accept: 'application/json' } }), 201);
    await expectStatus(send('POST', BASE, { user: u, body: newBook({ isbn: '9780306406164' }), headers: { accept: XML } }), 201);
  }],
  ['BKL-C09', (u) => expectStatus(send('POST', BASE, { user: u, body: newBook({ year: 1, pages: 0 }) }), 422), async (u) => {
    await expectStatus(send('POST', BASE, { user: u, body: newBook({ year: 1 }) }), 422);
  }],
  ['BKL-C10', (u) => expectStatus(send('GET', BASE, { user: u, headers: { accept: 'text/html' } }), 406), async (u) => {
    await expectStatus(send('GET', BASE, { user: u, headers: { accept: XML } }), 200);
  }],
  ['BKL-C11', (u) => expectStatus(send('POST', BASE, { user: u, raw: 'title=Dune', headers: { 'content-type': 'text/plain' } }), 415), async (u) => {
    await expectStatus(send('POST', BASE, { user: u, raw: XML_BOOK, headers: { 'content-type': 'text/xml' } }), 201);
  }],
  ['BKL-C12', async (u) => {
    await expectStatus(send('POST', BASE, { user: u, body: newBook() }), 201);
    await expectStatus(send('POST', BASE, { user: u, body: newBook() }), 409);
  }, async (u) => {
    await expectStatus(send('POST', BASE, { user: u, body: newBook() }), 201);
    await expectStatus(send('POST', BASE, { user: u, body: newBook({ isbn: '9780306406164' }) }), 201);
  }],
  ['BKL-C13', (u) => expectStatus(send('GET', `${BASE}/999`, { user: u }), 404), async (u) => {
    await expectStatus(send('GET', `${BASE}/abc`, { user: u }), 404);
    await expectStatus(send('GET', `${BASE}/1/reviews/999`, { user: u }), 404);
  }],
  ['BKL-C14', (u) => expectStatus(send('GET', `${BASE}?page=3`, { user: u }), 200), async (u) => {
    await expectStatus(send('GET', `${BASE}?page=2`, { user: u }), 200);
    await expectStatus(send('GET', `${BASE}/1/reviews?page=5`, { user: u }), 200);
  }],
  ['BKL-C15', (u) => expectStatus(send('GET', `${BASE}?genre=fiction&sort=title,-year`, { user: u }), 200), async (u) => {
    await expectStatus(send('GET', `${BASE}?sort=-year`, { user: u }), 200);
    await expectStatus(send('GET', `${BASE}?genre=fiction&sort=year`, { user: u }), 200);
  }],
  ['BKL-C16', (u) => expectStatus(send('GET', `${BASE}?limit=0`, { user: u }), 400), async (u) => {
    await expectStatus(send('GET', `${BASE}?limit=5`, { user: u }), 200);
    await expectStatus(send('GET', `${BASE}/1/reviews?limit=0`, { user: u }), 400);
  }],
  ['BKL-C17', (u) => expectStatus(send('GET', `${BASE}/999`, { user: u, headers: { accept: XML } }), 404), async (u) => {
    await expectStatus(send('GET', `${BASE}/999`, { user: u, headers: { accept: 'application/json' } }), 404);
    await expectStatus(send('GET', `${BASE}/1`, { user: u, headers: { accept: XML } }), 200);
  }],
];

describe('each challenge', () => {
  it.each(CASES)('%s: met by its request, not by a near miss, and only for the learner who made it', async (id, meet, nearMisses) => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    await nearMisses(ann);
    expect(await metIds(ann)).not.toContain(id);

    await meet(bob);
    expect(await metIds(bob)).toContain(id);
    expect(await metIds(ann)).not.toContain(id);
  });
});

describe('a fresh learner', () => {
  it('has met none of the 20, and reading the list meets none', async () => {
    const ann = await createLoggedInUser();
    await send('GET', BASE, { user: ann });
    expect(await metIds(ann)).toEqual([]);
  });
});
