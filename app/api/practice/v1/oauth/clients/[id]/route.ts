import { deleteOauthClient } from '@/lib/practice/credentials/oauth-clients';
import { credentialIdParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// DELETE /api/practice/v1/oauth/clients/{id} → 204: deletes the caller's client; its access tokens stop working at
// once. 404 when it is not the caller's.
export const DELETE = practiceRoute({ access: 'user', params: credentialIdParam }, async ({ params, session }) => {
  await deleteOauthClient(session.identity.userId, params.id);
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherPracticeMethods({ DELETE });
