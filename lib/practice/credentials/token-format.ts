// How practice credentials look (docs/architecture.md#practice-credentials). A recognisable prefix lets a learner,
// a log scrubber or a secret scanner tell them apart, and lets the session lookup refuse them without a query
// (a practice credential is never a product session). Plain data and pure functions: client-safe.

export const CREDENTIAL_PREFIX = {
  /** Personal access token. */
  token: 'qap_',
  /** OAuth access token, from POST /api/practice/v1/oauth/token. */
  accessToken: 'qao_',
  /** OAuth client id (public) and client secret. */
  clientId: 'qac_',
  clientSecret: 'qas_',
} as const;

/** The random part: 32 bytes in base64url (43 characters). */
const SECRET_BODY = /^[A-Za-z0-9_-]{43}$/;

/** Which kind of bearer credential a token is by its form, or null when it is none of ours. */
export function bearerKindOf(token: string): 'token' | 'oauth' | null {
  const body = token.slice(4);
  if (!SECRET_BODY.test(body)) return null;
  if (token.startsWith(CREDENTIAL_PREFIX.token)) return 'token';
  if (token.startsWith(CREDENTIAL_PREFIX.accessToken)) return 'oauth';
  return null;
}

/**
 * The token of an `Authorization: Bearer <token>` header (the scheme is case-insensitive, RFC 7235); null when the
 * header is absent, of another scheme, or empty.
 */
export function bearerTokenOf(authorization: string | null | undefined): string | null {
  const match = /^bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

/** Whether an Authorization header presents a practice credential (then it is not a session, whatever it holds). */
export function presentsPracticeCredential(authorization: string | null | undefined): boolean {
  const token = bearerTokenOf(authorization);
  return token !== null && (token.startsWith(CREDENTIAL_PREFIX.token) || token.startsWith(CREDENTIAL_PREFIX.accessToken));
}
