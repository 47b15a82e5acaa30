import { rotatePracticeToken } from '@/lib/practice/credentials/personal-tokens';
import { credentialIdParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// POST /api/practice/v1/tokens/{id}/rotate → { id, name, createdAt, rotatedAt, lastUsedAt, token }: a new secret for
// the same token; the old one stops working at once. 404 when it is not the caller's.
export const POST = practiceRoute({ access: 'user', params: credentialIdParam }, async ({ params, session }) =>
  rotatePracticeToken(session.identity.userId, params.id),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ POST });
