import { issueAccessTokenFor } from '@/lib/practice/credentials/token-endpoint';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// POST /api/practice/v1/oauth/token (RFC 6749 §4.4): grant_type=client_credentials, the client by HTTP Basic or by
// client_id and client_secret in the body (form-urlencoded, or JSON) → { access_token, token_type: 'Bearer',
// expires_in: 900 } with Cache-Control: no-store; refusals as { error, error_description } (400, or 401 invalid_client).
export const POST = practiceRoute({ access: 'public', rateLimit: RATE_RULES.oauthTokenPerIp }, ({ request, session }) =>
  issueAccessTokenFor(request, session?.user.id),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ POST });
