import { PRACTICE_CREDENTIAL_FIGURES } from '@/lib/practice/credentials/figures';
import { createOauthClient, listOauthClients } from '@/lib/practice/credentials/oauth-clients';
import { credentialNameSchema } from '@/lib/validation/practice-credentials';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// The caller's OAuth 2.0 clients for the client credentials grant (docs/product.md#practice-credentials). Managed
// with the site's session only.

// GET /api/practice/v1/oauth/clients → { clients: [{ id, name, clientId, createdAt, rotatedAt, lastUsedAt }], limit }.
export const GET = practiceRoute({ access: 'user' }, async ({ session }) => ({
  clients: await listOauthClients(session.identity.userId),
  limit: PRACTICE_CREDENTIAL_FIGURES.maxClients,
}));

// POST /api/practice/v1/oauth/clients { name } → 201 { id, name, clientId, createdAt, rotatedAt, lastUsedAt,
// clientSecret }: the secret is in this reply only. 409 CLIENT_LIMIT_REACHED past the limit.
export const POST = practiceRoute({ access: 'user', body: credentialNameSchema }, async ({ body, session }) =>
  Response.json(await createOauthClient(session.identity.userId, body.name), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET, POST });
