import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as listTokensRoute, POST as createTokenRoute } from '@/app/api/practice/v1/tokens/route';
import { DELETE as deleteUser } from '@/app/api/users/[userId]/route';
import { practiceTokens } from '@/lib/db/schema';
import { call } from '@/tests/helpers/http';
import { newTokenOf, tokens, whoami } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// Personal access tokens (docs/product.md#practice-credentials): created, listed, rotated and revoked through the
// management API with the site's session; at most 5 per learner; one learner never reaches another's.

const getDb = setupFreshDatabase();
afterEach(() => vi.useRealTimers());

describe('personal access tokens', () => {
  it('are created with a name and shown once: the list never holds the secret', async () => {
    const ann = await createLoggedInUser();
    const created = await tokens.create(ann, '  Postman  ');
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      name: 'Postman',
      createdAt: expect.any(String),
      rotatedAt: null,
      lastUsedAt: null,
      token: expect.stringMatching(/^qap_[A-Za-z0-9_-]{43}$/),
    });
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const listed = await tokens.list(ann);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({ tokens: [{ ...created.json, token: undefined }], limit: 5 });
    expect(JSON.stringify(listed.json)).not.toContain(created.json.token);
    // Only a hash is stored.
    const [row] = await getDb().select().from(practiceTokens).where(eq(practiceTokens.id, created.json.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.json.token.slice(4));
    expect((await whoami({ bearer: created.json.token })).json).toEqual({ userId: ann.id, via: 'token' });
  });

  it('refuse a missing, empty, too long or control-character name with the field message', async () => {
    const ann = await createLoggedInUser();
    for (const name of [null, '', '   ', 'x'.repeat(61), 'tab\u0000nul', 42]) {
      const refused = await tokens.create(ann, name);
      expect(refused.status, String(name)).toBe(400);
      expect(refused.json).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: expect.any(String) } });
    }
    const noName = await call(createTokenRoute, { cookie: ann.cookie, path: '/api/practice/v1/tokens', body: {} });
    expect(noName.json).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: expect.any(String) } });
    expect((await tokens.create(ann, 'x'.repeat(60))).status).toBe(201);
  });

  it('keep at most 5 per learner: the sixth is a 409 TOKEN_LIMIT_REACHED until one is revoked', async () => {
    const ann = await createLoggedInUser();
    const made = [];
    for (let i = 1; i <= 5; i++) made.push(await newTokenOf(ann, `suite ${i}`));
    const sixth = await tokens.create(ann, 'one too many');
    expect(sixth.status).toBe(409);
    expect(sixth.json).toMatchObject({ code: 'TOKEN_LIMIT_REACHED', message: expect.stringContaining('5 tokens') });
    expect((await tokens.list(ann)).json.tokens).toHaveLength(5);
    expect((await tokens.revoke(ann, made[0].id)).status).toBe(204);
    expect((await tokens.create(ann, 'room again')).status).toBe(201);
  });

  it('count the limit one creation at a time: five at once from a learner with four leave five', async () => {
    const ann = await createLoggedInUser();
    for (let i = 1; i <= 4; i++) await newTokenOf(ann, `suite ${i}`);
    const replies = await Promise.all([1, 2, 3, 4, 5].map((i) => tokens.create(ann, `parallel ${i}`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await tokens.list(ann)).json.tokens).toHaveLength(5);
  });

  it('rotate: a new secret for the same id and name; the old secret stops at once', async () => {
    const ann = await createLoggedInUser();
    const { id, token: old } = await newTokenOf(ann, 'CI suite');
    expect((await whoami({ bearer: old })).status).toBe(200);
    const rotated = await tokens.rotate(ann, id);
    expect(rotated.status).toBe(200);
    expect(rotated.json).toMatchObject({ id, name: 'CI suite', rotatedAt: expect.any(String), token: expect.stringMatching(/^qap_/) });
    expect(rotated.json.token).not.toBe(old);
    expect((await whoami({ bearer: old })).status).toBe(401);
    expect((await whoami({ bearer: rotated.json.token })).json).toEqual({ userId: ann.id, via: 'token' });
  });

  it('revoke: 204, gone from the list, and the secret stops at once; a second revoke is 404', async () => {
    const ann = await createLoggedInUser();
    const { id, token } = await newTokenOf(ann);
    const revoked = await tokens.revoke(ann, id);
    expect(revoked.status).toBe(204);
    expect(revoked.json).toBeNull();
    expect((await tokens.list(ann)).json.tokens).toEqual([]);
    expect((await whoami({ bearer: token })).status).toBe(401);
    const again = await tokens.revoke(ann, id);
    expect(again.status).toBe(404);
    expect(again.json.code).toBe('NOT_FOUND');
  });

  it("one learner never sees, rotates or revokes another's token (404, and it still works)", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    const annToken = await newTokenOf(ann, 'Ann only');
    expect((await tokens.list(bob)).json.tokens).toEqual([]);
    expect((await tokens.rotate(bob, annToken.id)).status).toBe(404);
    expect((await tokens.revoke(bob, annToken.id)).status).toBe(404);
    expect((await whoami({ bearer: annToken.token })).json.userId).toBe(ann.id);
    expect((await tokens.list(ann)).json.tokens).toHaveLength(1);
  });

  it('are managed with the session only: no session is 401, a malformed id 404', async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    // A practice token cannot manage tokens: it is not a session.
    expect((await call(listTokensRoute, { bearer: token, path: '/api/practice/v1/tokens' })).status).toBe(401);
    expect((await tokens.list({ ...ann, cookie: '' })).status).toBe(401);
    expect((await tokens.revoke(ann, 'abc' as unknown as number)).status).toBe(404);
    expect((await whoami({ bearer: token })).status).toBe(200);
  });

  it('record when they were last used, at most once a minute', async () => {
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    const lastUsed = async () => (await tokens.list(ann)).json.tokens[0].lastUsedAt as string | null;
    expect(await lastUsed()).toBeNull();
    const start = Math.floor(Date.now() / 1000) * 1000;
    const at = (seconds: number) => new Date(start + seconds * 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: at(0) });
    expect((await whoami({ bearer: token })).status).toBe(200);
    expect(await lastUsed()).toBe(at(0).toISOString());
    vi.setSystemTime(at(59));
    expect((await whoami({ bearer: token })).status).toBe(200);
    expect(await lastUsed()).toBe(at(0).toISOString());
    vi.setSystemTime(at(61));
    expect((await whoami({ bearer: token })).status).toBe(200);
    expect(await lastUsed()).toBe(at(61).toISOString());
  });

  it("go with the learner's account", async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const ann = await createLoggedInUser();
    const { token } = await newTokenOf(ann);
    expect((await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: ann.id } })).status).toBe(200);
    expect(await getDb().select().from(practiceTokens).where(eq(practiceTokens.userId, ann.id))).toEqual([]);
    expect((await whoami({ bearer: token })).status).toBe(401);
  });
});
