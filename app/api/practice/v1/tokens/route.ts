import { PRACTICE_CREDENTIAL_FIGURES } from '@/lib/practice/credentials/figures';
import { createPracticeToken, listPracticeTokens } from '@/lib/practice/credentials/personal-tokens';
import { credentialNameSchema } from '@/lib/validation/practice-credentials';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// The caller's personal access tokens for the practice APIs (docs/product.md#practice-credentials). Managed with
// the site's session only: a practice token cannot create or list tokens.

// GET /api/practice/v1/tokens → { tokens: [{ id, name, createdAt, rotatedAt, lastUsedAt }], limit }, oldest first.
export const GET = practiceRoute({ access: 'user' }, async ({ session }) => ({
  tokens: await listPracticeTokens(session.identity.userId),
  limit: PRACTICE_CREDENTIAL_FIGURES.maxTokens,
}));

// POST /api/practice/v1/tokens { name } → 201 { id, name, createdAt, rotatedAt, lastUsedAt, token }: the secret is
// in this reply only. 409 TOKEN_LIMIT_REACHED past the limit.
export const POST = practiceRoute({ access: 'user', body: credentialNameSchema }, async ({ body, session }) =>
  Response.json(await createPracticeToken(session.identity.userId, body.name), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET, POST });
