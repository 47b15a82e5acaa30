import { describe, expect, it } from 'vitest';
import { accessTokenOf, newClientOf, newTokenOf, tokens } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { BASE, newBook, problemOf, send } from './book-api';

// docs/practice/book-list.md#authentication: the API takes a practice credential only, a personal access token
// or an OAuth access token as `Authorization: Bearer`, and only for its owner's shelf. The site's session (its
// cookie, or the login's token) is not one. Every 401 is a problem detail with a WWW-Authenticate challenge.

setupFreshDatabase();

const INVALID_CHALLENGE = 'Bearer realm="practice", error="invalid_token"';

describe('who may call the Book List API', () => {
  it('refuses the session cookie alone: 401 UNAUTHENTICATED, a problem detail with the bare Bearer challenge', async () => {
    const ann = await createLoggedInUser();
    for (const [method, path] of [['GET', BASE], ['GET', `${BASE}/1`], ['GET', `${BASE}/1/reviews`], ['DELETE', `${BASE}/1/reviews/1`]]) {
      const reply = await send(method, path, { headers: { cookie: ann.cookie } });
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="practice"');
      expect(problemOf(reply)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', instance: path, type: '/student/practice/book-list/v1#problem-unauthenticated' });
    }
    // A write with the cookie stores nothing.
    expect((await send('POST', BASE, { body: newBook(), headers: { cookie: ann.cookie } })).status).toBe(401);
    expect((await send('GET', BASE, { user: ann })).headers.get('x-total-count')).toBe('20');
  });

  it("refuses the login's own token: a session is not a practice token (401 INVALID_TOKEN), in XML too", async () => {
    const ann = await createLoggedInUser();
    const reply = await send('GET', BASE, { bearer: ann.token });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe(INVALID_CHALLENGE);
    expect(problemOf(reply)).toMatchObject({ code: 'INVALID_TOKEN', type: '/student/practice/book-list/v1#problem-invalid-token' });
    const xml = await send('GET', BASE, { bearer: ann.token, headers: { accept: 'application/xml' } });
    expect(xml.headers.get('content-type')).toBe('application/problem+xml; charset=utf-8');
    expect(xml.headers.get('www-authenticate')).toBe(INVALID_CHALLENGE);
    expect(xml.text).toContain('<code>INVALID_TOKEN</code>');
  });

  it('takes an OAuth access token from the client credentials flow, for its learner\'s shelf', async () => {
    const ann = await createLoggedInUser();
    const access = await accessTokenOf(await newClientOf(ann));
    const created = await send('POST', BASE, { bearer: access, body: newBook() });
    expect(created.status).toBe(201);
    // The same shelf as Ann's personal token sees.
    expect((await send('GET', `${BASE}/${created.json.id}`, { user: ann })).json.title).toBe(newBook().title);
  });

  it('refuses a revoked or rotated token at once, though it was just used', async () => {
    const ann = await createLoggedInUser();
    const revoked = await newTokenOf(ann, 'revoked');
    expect((await send('GET', `${BASE}/1`, { bearer: revoked.token })).status).toBe(200);
    expect((await tokens.revoke(ann, revoked.id)).status).toBe(204);
    const refused = await send('GET', `${BASE}/1`, { bearer: revoked.token });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(INVALID_CHALLENGE);
    expect(problemOf(refused).code).toBe('INVALID_TOKEN');

    const rotated = await newTokenOf(ann, 'rotated');
    expect((await send('GET', `${BASE}/1`, { bearer: rotated.token })).status).toBe(200);
    const fresh = await tokens.rotate(ann, rotated.id);
    expect((await send('GET', `${BASE}/1`, { bearer: rotated.token })).status).toBe(401);
    expect((await send('GET', `${BASE}/1`, { bearer: fresh.json.token })).status).toBe(200);
  });

  it("never lets learner A's token reach learner B's books", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    const bobs = await send('POST', BASE, { user: bob, body: newBook({ title: 'Bob Only' }) });
    expect(bobs.status).toBe(201);
    const annToken = (await newTokenOf(ann)).token;
    // Ann's token reads Ann's shelf: Bob's book 21 is not there, and her writes land on her own shelf.
    const missing = await send('GET', `${BASE}/21`, { bearer: annToken });
    expect(missing.status).toBe(404);
    expect(problemOf(missing).code).toBe('BOOK_NOT_FOUND');
    expect((await send('GET', `${BASE}?q=Bob%20Only`, { bearer: annToken })).json).toEqual([]);
    expect((await send('DELETE', `${BASE}/21`, { bearer: annToken, headers: { 'if-match': bobs.headers.get('etag')! } })).status).toBe(404);
    expect((await send('DELETE', `${BASE}/1/reviews/1`, { bearer: annToken })).status).toBe(204);
    // Bob's shelf is as he left it.
    expect((await send('GET', `${BASE}/21`, { user: bob })).json.title).toBe('Bob Only');
    expect((await send('GET', `${BASE}/1/reviews/1`, { user: bob })).status).toBe(200);
  });
});
