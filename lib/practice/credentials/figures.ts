// The bounds of practice credentials (docs/product.md#practice-credentials), shown by the credentials panel and
// enforced by the server. Plain data: the browser and the server read the same figures.

export const PRACTICE_CREDENTIAL_FIGURES = {
  /** Live personal access tokens per learner; the next one is refused with TOKEN_LIMIT_REACHED. */
  maxTokens: 5,
  /** OAuth clients per learner; the next one is refused with CLIENT_LIMIT_REACHED. */
  maxClients: 3,
  /** Lifetime of an OAuth access token, in seconds (the token reply's `expires_in`). */
  accessTokenSeconds: 900,
  /** Live access tokens one client may hold; issuing one more ends its oldest (bounds the stored rows). */
  maxAccessTokensPerClient: 100,
  /** A credential's "last used" is written at most this often, per credential and instance. */
  lastUsedEveryMs: 60_000,
  /** A name is 1 to this many characters. */
  nameMax: 60,
} as const;
