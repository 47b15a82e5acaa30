import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as betterAuthGet } from '@/app/api/auth/[...all]/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as settings } from '@/app/api/practice/settings/route';
import { GET as getUser } from '@/app/api/users/[userId]/route';
import { getAuth } from '@/lib/auth/auth';
import { PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { call } from '@/tests/helpers/http';
import { accessTokenOf, newClientOf, newTokenOf, tokens, whoami } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// withRoute's access 'practice-token' (lib/practice/credentials/bearer-check.ts), through GET /api/practice/v1/whoami:
// only `Authorization: Bearer <practice token or OAuth access token>` gets in; everything else is a 401 with a
// WWW-Authenticate challenge. A session is not a practice token, and a practice token is not a session.

setupFreshDatabase();
afterEach(() => vi.useRealTimers());

const INVALID = 'Bearer realm="practice", error="invalid_token"';

async function expectInvalid(reply: Awaited<ReturnType<typeof whoami>>) {
  expect(reply.status).toBe(401);
  expect(reply.headers.get('www-authenticate')).toBe(INVALID);
  expect(reply.json).toMatchObject({ code: 'INVALID_TOKEN', message: expect.any(String) });
}

describe('the bearer check', () => {
  it('without any credentials: 401 with the bare challenge (RFC 6750 §3.1: no error code)', async () => {
    const reply = await whoami();
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="practice"');
    expect(reply.json.code).toBe('UNAUTHENTICATED');
  });

  it('a malformed or wrong token, or another scheme: 401 invalid_token', async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    for (const authorization of ['Bearer', 'Bearer   ', `Basic ${Buffer.from('a:b').toString('base64')}`, `Token ${token}`, 'Bearer abc', `Bearer ${token}x`, `Bearer ${token} extra`]) {
      await expectInvalid(await whoami({ authorization }));
    }
    // Well formed, but never issued (either kind).
    await expectInvalid(await whoami({ bearer: `qap_${'A'.repeat(43)}` }));
    await expectInvalid(await whoami({ bearer: `qao_${'A'.repeat(43)}` }));
    // The scheme is case-insensitive (RFC 7235).
    expect((await whoami({ authorization: `bearer ${token}` })).status).toBe(200);
  });

  it('a revoked, rotated or expired token: 401 invalid_token', async () => {
    const ann = await createLoggedInUser();
    const revoked = await newTokenOf(ann, 'revoked');
    await tokens.revoke(ann, revoked.id);
    await expectInvalid(await whoami({ bearer: revoked.token }));
    const rotated = await newTokenOf(ann, 'rotated');
    await tokens.rotate(ann, rotated.id);
    await expectInvalid(await whoami({ bearer: rotated.token }));
    const client = await newClientOf(ann);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const access = await accessTokenOf(client);
    vi.setSystemTime(start + 15 * 60_000);
    await expectInvalid(await whoami({ bearer: access }));
  });

  it("a banned learner's tokens: 401 invalid_token", async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    const access = await accessTokenOf(await newClientOf(ann));
    const context = await (await getAuth()).$context;
    await context.internalAdapter.updateUser(ann.id, { banned: true });
    await expectInvalid(await whoami({ bearer: token }));
    await expectInvalid(await whoami({ bearer: access }));
  });
});

describe('a session is not a practice token', () => {
  it('the session cookie alone: 401 (the cookie is not looked at)', async () => {
    const ann = await createLoggedInUser();
    const reply = await whoami({ cookie: ann.cookie });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="practice"');
  });

  it("the session's own bearer token (the login reply's token): 401 invalid_token", async () => {
    const ann = await createLoggedInUser();
    expect((await call(me, { bearer: ann.token })).status).toBe(200);
    await expectInvalid(await whoami({ bearer: ann.token }));
  });

  it('the cookie beside a practice token changes nothing: the token decides', async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    const { token } = await newTokenOf(bob);
    expect((await whoami({ bearer: token, cookie: ann.cookie })).json).toEqual({ userId: bob.id, via: 'token' });
  });
});

describe('a practice token is not a session', () => {
  it('the product API refuses it: the profile and /api/auth/me answer 401', async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    const access = await accessTokenOf(await newClientOf(ann));
    for (const bearer of [token, access]) {
      expect((await call(getUser, { bearer, params: { userId: ann.id } })).status).toBe(401);
      expect((await call(me, { bearer })).status).toBe(401);
      // Nor the session-authenticated practice routes.
      expect((await call(settings, { bearer, path: '/api/practice/settings' })).status).toBe(401);
    }
  });

  it("better-auth's own session endpoint finds no session for it", async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    const session = await call(betterAuthGet, { path: '/api/auth/get-session', bearer: token });
    expect(session.status).toBe(200);
    expect(session.json).toBeNull();
  });

  it('presented beside a valid session cookie, it is still not a session (a practice credential is never one)', async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    expect((await call(getUser, { cookie: ann.cookie, params: { userId: ann.id } })).status).toBe(200);
    expect((await call(getUser, { cookie: ann.cookie, bearer: token, params: { userId: ann.id } })).status).toBe(401);
  });
});

describe('the per-learner request limit', () => {
  it("counts a token caller as that learner, together with the learner's session calls", async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const first = await whoami({ bearer: token });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe(String(PRACTICE_LIMIT.requests));
    // Creating the token was a practice call of this learner too.
    const left = Number(first.headers.get('ratelimit-remaining'));
    expect(left).toBe(PRACTICE_LIMIT.requests - 2);
    const bySession = await call(settings, { cookie: ann.cookie, path: '/api/practice/settings' });
    expect(bySession.headers.get('ratelimit-remaining')).toBe(String(left - 1));
    for (let i = 1; i < left; i++) expect((await whoami({ bearer: token })).status).toBe(200);

    const refused = await whoami({ bearer: token });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect((await call(settings, { cookie: ann.cookie, path: '/api/practice/settings' })).status).toBe(429);
    // Another learner is not affected.
    const bob = await createLoggedInUser();
    expect((await whoami({ bearer: (await newTokenOf(bob)).token })).status).toBe(200);

    vi.advanceTimersByTime(retryAfter * 1000);
    expect((await whoami({ bearer: token })).status).toBe(200);
  });
});
