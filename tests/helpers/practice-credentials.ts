import { DELETE as revokeRoute } from '@/app/api/practice/v1/tokens/[id]/route';
import { POST as rotateRoute } from '@/app/api/practice/v1/tokens/[id]/rotate/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/practice/v1/tokens/route';
import { DELETE as deleteClientRoute } from '@/app/api/practice/v1/oauth/clients/[id]/route';
import { POST as rotateClientRoute } from '@/app/api/practice/v1/oauth/clients/[id]/rotate/route';
import { GET as listClientsRoute, POST as createClientRoute } from '@/app/api/practice/v1/oauth/clients/route';
import { POST as tokenRoute } from '@/app/api/practice/v1/oauth/token/route';
import { GET as whoamiRoute } from '@/app/api/practice/v1/whoami/route';
import { call, type CallResult } from './http';
import type { TestUser } from './users';

// Calls of the practice credentials' API as a learner's tools make them (docs/product.md#practice-credentials).

const TOKENS = '/api/practice/v1/tokens';
const CLIENTS = '/api/practice/v1/oauth/clients';

export const tokens = {
  list: (who: TestUser) => call(listRoute, { cookie: who.cookie, path: TOKENS }),
  create: (who: TestUser, name: unknown = 'Postman') => call(createRoute, { cookie: who.cookie, path: TOKENS, body: { name } }),
  rotate: (who: TestUser, id: number) => call(rotateRoute, { method: 'POST', cookie: who.cookie, path: `${TOKENS}/${id}/rotate`, params: { id: String(id) } }),
  revoke: (who: TestUser, id: number) => call(revokeRoute, { method: 'DELETE', cookie: who.cookie, path: `${TOKENS}/${id}`, params: { id: String(id) } }),
};

export const clients = {
  list: (who: TestUser) => call(listClientsRoute, { cookie: who.cookie, path: CLIENTS }),
  create: (who: TestUser, name: unknown = 'k6 run') => call(createClientRoute, { cookie: who.cookie, path: CLIENTS, body: { name } }),
  rotate: (who: TestUser, id: number) =>
    call(rotateClientRoute, { method: 'POST', cookie: who.cookie, path: `${CLIENTS}/${id}/rotate`, params: { id: String(id) } }),
  remove: (who: TestUser, id: number) => call(deleteClientRoute, { method: 'DELETE', cookie: who.cookie, path: `${CLIENTS}/${id}`, params: { id: String(id) } }),
};

/** A personal access token's secret, freshly created for the learner. */
export async function newTokenOf(who: TestUser, name = 'Postman'): Promise<{ id: number; token: string }> {
  const created = await tokens.create(who, name);
  if (created.status !== 201) throw new Error(`token not created: ${created.status} ${JSON.stringify(created.json)}`);
  return { id: created.json.id, token: created.json.token };
}

/** A new OAuth client of the learner: its row id, client_id and secret. */
export async function newClientOf(who: TestUser, name = 'k6 run'): Promise<{ id: number; clientId: string; clientSecret: string }> {
  const created = await clients.create(who, name);
  if (created.status !== 201) throw new Error(`client not created: ${created.status} ${JSON.stringify(created.json)}`);
  return { id: created.json.id, clientId: created.json.clientId, clientSecret: created.json.clientSecret };
}

export const basicAuth = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
const FORM = 'application/x-www-form-urlencoded';

/** POST /oauth/token with a form body, and optionally an Authorization header. */
export function tokenRequest(form: Record<string, string>, headers: Record<string, string> = {}): Promise<CallResult> {
  return call(tokenRoute, {
    path: '/api/practice/v1/oauth/token',
    rawBody: new URLSearchParams(form).toString(),
    headers: { 'content-type': FORM, ...headers },
  });
}

/** An access token for the client, by HTTP Basic. */
export async function accessTokenOf(client: { clientId: string; clientSecret: string }): Promise<string> {
  const reply = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: basicAuth(client.clientId, client.clientSecret) });
  if (reply.status !== 200) throw new Error(`no access token: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json.access_token;
}

/** GET /api/practice/v1/whoami, the practice-token route, with whatever credentials are given. */
export function whoami(options: { bearer?: string; cookie?: string; authorization?: string } = {}): Promise<CallResult> {
  const headers: Record<string, string> = options.authorization === undefined ? {} : { authorization: options.authorization };
  return call(whoamiRoute, { path: '/api/practice/v1/whoami', bearer: options.bearer, cookie: options.cookie, headers });
}
