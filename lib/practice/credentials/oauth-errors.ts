import type { CredentialErrorCode } from './error-codes';

// The token endpoint's refusals in RFC 6749 §5.2's form: `error` and `error_description`, 400, or 401 for a client
// that failed to authenticate (with a Basic challenge when it tried Basic, or tried nothing). `message` and
// `code` ride beside them, as on every practice API refusal; OAuth clients ignore parameters they do not know.

export type OauthErrorName = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type';

const CODE_OF: Record<OauthErrorName, CredentialErrorCode> = {
  invalid_request: 'INVALID_REQUEST',
  invalid_client: 'INVALID_CLIENT',
  unsupported_grant_type: 'UNSUPPORTED_GRANT_TYPE',
};

/** Token responses must never be stored by a cache (RFC 6749 §5.1), refusals included. */
export const TOKEN_REPLY_HEADERS = { 'Cache-Control': 'no-store', Pragma: 'no-cache' } as const;

export const BASIC_CHALLENGE = 'Basic realm="practice", charset="UTF-8"';

export class OauthError extends Error {
  constructor(
    readonly error: OauthErrorName,
    readonly description: string,
    /** invalid_client only: answer with `WWW-Authenticate: Basic` (the client used Basic, or sent no credentials). */
    readonly challengeBasic = false,
  ) {
    super(description);
    this.name = 'OauthError';
  }
}

export function oauthErrorReply(error: OauthError): Response {
  const status = error.error === 'invalid_client' ? 401 : 400;
  const headers: Record<string, string> = { ...TOKEN_REPLY_HEADERS };
  if (error.challengeBasic) headers['WWW-Authenticate'] = BASIC_CHALLENGE;
  const body = { error: error.error, error_description: error.description, message: error.description, code: CODE_OF[error.error] };
  return Response.json(body, { status, headers });
}
