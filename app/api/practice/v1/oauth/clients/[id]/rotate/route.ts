import { rotateOauthClientSecret } from '@/lib/practice/credentials/oauth-clients';
import { credentialIdParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// POST /api/practice/v1/oauth/clients/{id}/rotate → { id, name, clientId, …, clientSecret }: a new secret for the
// same client_id; the old secret and every access token issued with it stop working at once. 404 when not the caller's.
export const POST = practiceRoute({ access: 'user', params: credentialIdParam }, async ({ params, session }) =>
  rotateOauthClientSecret(session.identity.userId, params.id),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ POST });
