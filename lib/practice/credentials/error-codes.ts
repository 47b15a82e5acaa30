// The codes the practice credentials' APIs refuse with beyond the shared ones (docs/architecture.md#practice-api-error-codes;
// INVALID_TOKEN, which every practice-token API answers, is one of those, in lib/api/error-codes.ts).
// The token endpoint answers in RFC 6749's form instead (`error`, ./oauth-errors.ts), with its code beside it.

export const CREDENTIAL_ERROR_CODES = {
  TOKEN_LIMIT_REACHED: 'The learner already keeps the most personal access tokens allowed; revoke one first (409).',
  CLIENT_LIMIT_REACHED: 'The learner already keeps the most OAuth clients allowed; delete one first (409).',
  INVALID_CLIENT: 'Token endpoint: unknown client_id or wrong client_secret (401).',
  INVALID_REQUEST: 'Token endpoint: a parameter is missing, repeated, or sent two ways at once (400).',
  UNSUPPORTED_GRANT_TYPE: 'Token endpoint: grant_type is not client_credentials (400).',
} as const;

export type CredentialErrorCode = keyof typeof CREDENTIAL_ERROR_CODES;
