import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { practiceOauthClients, practiceOauthTokens } from '@/lib/db/schema';
import { accessTokenOf, basicAuth, clients, newClientOf, tokenRequest, whoami } from '@/tests/helpers/practice-credentials';
import { call } from '@/tests/helpers/http';
import { GET as tokenRouteGet, POST as tokenRoute } from '@/app/api/practice/v1/oauth/token/route';
import { PRACTICE_CREDENTIAL_FIGURES } from '@/lib/practice/credentials/figures';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// OAuth 2.0 client credentials (RFC 6749 §4.4, docs/product.md#practice-credentials): a learner's clients, the token
// endpoint with both ways of authenticating a client, its §5.2 refusals, and the 15-minute access tokens.

const getDb = setupFreshDatabase();
afterEach(() => vi.useRealTimers());

const GRANT = { grant_type: 'client_credentials' };

describe('OAuth clients', () => {
  it('are created with a public client_id and a secret shown once; at most 3 (409 CLIENT_LIMIT_REACHED)', async () => {
    const ann = await createLoggedInUser();
    const created = await clients.create(ann, 'k6 run');
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      name: 'k6 run',
      clientId: expect.stringMatching(/^qac_[0-9a-f]{24}$/),
      createdAt: expect.any(String),
      rotatedAt: null,
      lastUsedAt: null,
      clientSecret: expect.stringMatching(/^qas_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await getDb().select().from(practiceOauthClients).where(eq(practiceOauthClients.id, created.json.id));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await clients.list(ann);
    expect(listed.json).toEqual({ clients: [{ ...created.json, clientSecret: undefined }], limit: 3 });

    await newClientOf(ann, 'second');
    await newClientOf(ann, 'third');
    const fourth = await clients.create(ann, 'fourth');
    expect(fourth.status).toBe(409);
    expect(fourth.json).toMatchObject({ code: 'CLIENT_LIMIT_REACHED', message: expect.stringContaining('3 OAuth clients') });
    expect((await clients.create(ann, '')).json).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: expect.any(String) } });
  });

  it("are the learner's own: another learner's id is 404 for rotate and delete, and their list is empty", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    const annClient = await newClientOf(ann);
    expect((await clients.list(bob)).json.clients).toEqual([]);
    expect((await clients.rotate(bob, annClient.id)).status).toBe(404);
    expect((await clients.remove(bob, annClient.id)).json.code).toBe('NOT_FOUND');
    expect((await whoami({ bearer: await accessTokenOf(annClient) })).json).toEqual({ userId: ann.id, via: 'oauth' });
  });
});

describe('the token endpoint', () => {
  it('issues a Bearer token for 900 s to a client authenticated by HTTP Basic, never cached', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const reply = await tokenRequest(GRANT, { authorization: basicAuth(client.clientId, client.clientSecret) });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ access_token: expect.stringMatching(/^qao_[A-Za-z0-9_-]{43}$/), token_type: 'Bearer', expires_in: 900 });
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('pragma')).toBe('no-cache');
    expect(reply.headers.get('ratelimit-limit')).toBe('200');
    expect((await whoami({ bearer: reply.json.access_token })).json).toEqual({ userId: ann.id, via: 'oauth' });
    expect((await clients.list(ann)).json.clients[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("counts against the client's learner once, also when that learner's session cookie comes along", async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const basic = { authorization: basicAuth(client.clientId, client.clientSecret) };
    const first = Number((await tokenRequest(GRANT, basic)).headers.get('ratelimit-remaining'));
    const withCookie = await tokenRequest(GRANT, { ...basic, cookie: ann.cookie });
    expect(withCookie.status).toBe(200);
    expect(Number(withCookie.headers.get('ratelimit-remaining'))).toBe(first - 1);
  });

  it('takes client_id and client_secret in a form body, or in JSON', async () => {
    const client = await newClientOf(await createLoggedInUser());
    const form = await tokenRequest({ ...GRANT, client_id: client.clientId, client_secret: client.clientSecret });
    expect(form.status).toBe(200);
    const json = await call(tokenRoute, {
      path: '/api/practice/v1/oauth/token',
      body: { ...GRANT, client_id: client.clientId, client_secret: client.clientSecret },
    });
    expect(json.status).toBe(200);
    expect(json.json.token_type).toBe('Bearer');
    expect(json.json.access_token).not.toBe(form.json.access_token);
  });

  it('refuses a wrong secret or unknown client: 401 invalid_client, challenged with Basic when Basic was tried', async () => {
    const client = await newClientOf(await createLoggedInUser());
    const byBasic = await tokenRequest(GRANT, { authorization: basicAuth(client.clientId, `${client.clientSecret.slice(0, -1)}x`) });
    expect(byBasic.status).toBe(401);
    expect(byBasic.json).toMatchObject({ error: 'invalid_client', error_description: expect.any(String), code: 'INVALID_CLIENT' });
    expect(byBasic.headers.get('www-authenticate')).toMatch(/^Basic realm="practice"/);
    expect(byBasic.headers.get('cache-control')).toBe('no-store');

    const byBody = await tokenRequest({ ...GRANT, client_id: client.clientId, client_secret: 'qas_wrong' });
    expect(byBody.status).toBe(401);
    expect(byBody.json.error).toBe('invalid_client');
    expect(byBody.headers.get('www-authenticate')).toBeNull();

    const unknown = await tokenRequest({ ...GRANT, client_id: 'qac_000000000000000000000000', client_secret: client.clientSecret });
    expect(unknown.json.error).toBe('invalid_client');
    const none = await tokenRequest(GRANT);
    expect(none.status).toBe(401);
    expect(none.json.error).toBe('invalid_client');
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic /);
    const garbled = await tokenRequest(GRANT, { authorization: 'Basic !!!' });
    expect(garbled.status).toBe(401);
    expect(garbled.json.error).toBe('invalid_client');
  });

  it('refuses another grant (unsupported_grant_type) and a malformed request (invalid_request), both 400', async () => {
    const client = await newClientOf(await createLoggedInUser());
    const basic = { authorization: basicAuth(client.clientId, client.clientSecret) };
    const password = await tokenRequest({ grant_type: 'password', username: 'a', password: 'b' }, basic);
    expect(password.status).toBe(400);
    expect(password.json).toMatchObject({ error: 'unsupported_grant_type', code: 'UNSUPPORTED_GRANT_TYPE' });
    const noGrant = await tokenRequest({}, basic);
    expect(noGrant.status).toBe(400);
    expect(noGrant.json.error).toBe('invalid_request');
    const twice = await call(tokenRoute, {
      path: '/api/practice/v1/oauth/token',
      rawBody: 'grant_type=client_credentials&grant_type=client_credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic },
    });
    expect(twice.json.error).toBe('invalid_request');
    const bothWays = await tokenRequest({ ...GRANT, client_id: client.clientId, client_secret: client.clientSecret }, basic);
    expect(bothWays.json.error).toBe('invalid_request');
    const plainText = await call(tokenRoute, { path: '/api/practice/v1/oauth/token', rawBody: 'grant_type=client_credentials', headers: { 'content-type': 'text/plain', ...basic } });
    expect(plainText.status).toBe(400);
    expect(plainText.json.error).toBe('invalid_request');
    const badJson = await call(tokenRoute, { path: '/api/practice/v1/oauth/token', rawBody: '{"grant_type":', headers: basic });
    expect(badJson.json.error).toBe('invalid_request');
    const getMethod = await call(tokenRouteGet, { path: '/api/practice/v1/oauth/token' });
    expect(getMethod.status).toBe(405);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes: 401 invalid_token from then on', async () => {
    const client = await newClientOf(await createLoggedInUser());
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const token = await accessTokenOf(client);
    vi.setSystemTime(start + 899_000);
    expect((await whoami({ bearer: token })).status).toBe(200);
    vi.setSystemTime(start + 900_000);
    const expired = await whoami({ bearer: token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer realm="practice", error="invalid_token"');
  });

  it('end when the client secret is rotated (the old secret too) or the client is deleted', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const before = await accessTokenOf(client);
    const rotated = await clients.rotate(ann, client.id);
    expect(rotated.status).toBe(200);
    expect(rotated.json).toMatchObject({ id: client.id, clientId: client.clientId, rotatedAt: expect.any(String), clientSecret: expect.stringMatching(/^qas_/) });
    expect((await whoami({ bearer: before })).status).toBe(401);
    expect((await tokenRequest(GRANT, { authorization: basicAuth(client.clientId, client.clientSecret) })).status).toBe(401);
    const after = await accessTokenOf({ clientId: client.clientId, clientSecret: rotated.json.clientSecret });
    expect((await whoami({ bearer: after })).status).toBe(200);

    expect((await clients.remove(ann, client.id)).status).toBe(204);
    expect((await whoami({ bearer: after })).status).toBe(401);
    expect(await getDb().select().from(practiceOauthTokens).where(eq(practiceOauthTokens.clientRef, client.id))).toEqual([]);
    expect((await clients.list(ann)).json.clients).toEqual([]);
  });

  it("an expired token's row is deleted when the client asks for the next one", async () => {
    const client = await newClientOf(await createLoggedInUser());
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await accessTokenOf(client);
    vi.setSystemTime(start + 901_000);
    await accessTokenOf(client);
    expect(await getDb().select().from(practiceOauthTokens).where(eq(practiceOauthTokens.clientRef, client.id))).toHaveLength(1);
  });

  it('a client keeps at most 100 live ones: the next ends its oldest, which is refused at once', async () => {
    const client = await newClientOf(await createLoggedInUser());
    const first = await accessTokenOf(client);
    expect((await whoami({ bearer: first })).status).toBe(200);
    for (let i = 1; i < PRACTICE_CREDENTIAL_FIGURES.maxAccessTokensPerClient; i++) await accessTokenOf(client);
    expect((await whoami({ bearer: first })).status).toBe(200);
    const latest = await accessTokenOf(client);
    expect((await whoami({ bearer: first })).status).toBe(401);
    expect((await whoami({ bearer: latest })).status).toBe(200);
    expect(await getDb().select().from(practiceOauthTokens).where(eq(practiceOauthTokens.clientRef, client.id))).toHaveLength(100);
  });
});
