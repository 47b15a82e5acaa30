import type { SecurityRequirementObject, SecuritySchemeObject } from 'openapi3-ts/oas31';

// How the practice APIs are called from a learner's tools (docs/product.md#practice-credentials), as the document
// states it: a bearer token, either a personal access token or an OAuth access token from the client credentials
// grant. Both schemes put the same `Authorization: Bearer …` header on the request; the second tells a client
// (Swagger UI's Authorize, Postman) how to fetch the token itself.

/** Where the practice APIs live; the document's one server, relative to the site that serves it. */
export const PRACTICE_API_BASE = '/api/practice/v1';

export const OAUTH_TOKEN_PATH = `${PRACTICE_API_BASE}/oauth/token`;

export const SECURITY_SCHEMES: Record<'practiceToken' | 'practiceOAuth', SecuritySchemeObject> = {
  practiceToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (`qap_…`, made with `POST /api/practice/v1/tokens` while logged in), or an OAuth access token (`qao_…`). ' +
      'Without one: 401 with `WWW-Authenticate: Bearer realm="practice"`.',
  },
  practiceOAuth: {
    type: 'oauth2',
    description:
      'The OAuth 2.0 client credentials grant (RFC 6749, 4.4): an OAuth client\'s `client_id` and `client_secret` (by HTTP Basic, or in the form) ' +
      'get an access token for 15 minutes, sent as `Authorization: Bearer`.',
    flows: { clientCredentials: { tokenUrl: OAUTH_TOKEN_PATH, scopes: {} } },
  },
};

/** Either scheme opens every operation that names no security of its own. */
export const PRACTICE_SECURITY: SecurityRequirementObject[] = [{ practiceToken: [] }, { practiceOAuth: [] }];
