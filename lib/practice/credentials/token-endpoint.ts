import 'server-only';
import { countPracticeRequest } from '../learner-limit';
import { OauthError, oauthErrorReply, TOKEN_REPLY_HEADERS } from './oauth-errors';
import { authenticateClient, issueAccessToken } from './oauth-tokens';
import { readClientCredentialsRequest } from './token-request';

/**
 * POST /api/practice/v1/oauth/token: reads the request, authenticates the client, issues a token. Once the client
 * is known the request counts against its learner's practice limit like any practice call (RateLimit-* headers,
 * 429 past it), unless withRoute counted it already for that learner's session cookie (`countedFor`). Refusals are
 * RFC 6749 §5.2 replies; anything else (413, 429) goes to withRoute's errors.
 */
export async function issueAccessTokenFor(request: Request, countedFor: string | undefined): Promise<Response> {
  try {
    const client = await authenticateClient(await readClientCredentialsRequest(request));
    const limit = client.userId === countedFor ? {} : await countPracticeRequest(client.userId);
    const { accessToken, expiresIn } = await issueAccessToken(client);
    return Response.json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn }, { headers: { ...TOKEN_REPLY_HEADERS, ...limit } });
  } catch (error) {
    if (error instanceof OauthError) return oauthErrorReply(error);
    throw error;
  }
}
