import { revokePracticeToken } from '@/lib/practice/credentials/personal-tokens';
import { credentialIdParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// DELETE /api/practice/v1/tokens/{id} → 204: revokes the caller's token; it stops working at once. 404 when it is
// not the caller's (or no longer exists).
export const DELETE = practiceRoute({ access: 'user', params: credentialIdParam }, async ({ params, session }) => {
  await revokePracticeToken(session.identity.userId, params.id);
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherPracticeMethods({ DELETE });
