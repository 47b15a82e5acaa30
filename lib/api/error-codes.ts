// Stable machine-readable codes beside an error reply's `message` (docs/architecture.md#practice-api-error-codes).
// Wording may change; a code never does. A handler names a specific code where the status alone does not
// say what went wrong (SEAT_TAKEN, CARD_DECLINED…); every other refusal gets the code of its status here.

export const GENERIC_ERROR_CODES = {
  VALIDATION_FAILED: 'A field is missing or wrong; `errors` names each field and what is wrong with it.',
  BAD_REQUEST: 'The request cannot be understood as sent.',
  INVALID_JSON: 'The body is not valid UTF-8 JSON.',
  INVALID_TEXT: 'A text contains characters that cannot be stored, such as a NUL byte.',
  UNAUTHENTICATED: 'No session or token: log in first.',
  INVALID_TOKEN: 'A practice API called with a token: it is malformed, wrong, expired, rotated or revoked (401, WWW-Authenticate: Bearer error="invalid_token").',
  PAYMENT_REQUIRED: 'The payment was refused.',
  FORBIDDEN: 'The caller may not do this, or a cross-site write was refused.',
  NOT_FOUND: 'No such thing, or it belongs to someone else.',
  METHOD_NOT_ALLOWED: 'The address does not take this method; `Allow` lists those it takes.',
  CONFLICT: 'The request clashes with what is stored.',
  PAYLOAD_TOO_LARGE: 'The body is over the size limit.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not of a type this address takes.',
  RATE_LIMITED: 'Too many requests; `Retry-After` says when to try again.',
  INTERNAL_ERROR: 'A fault on the server; nothing the caller can change.',
} as const;

export type GenericErrorCode = keyof typeof GENERIC_ERROR_CODES;

const BY_STATUS: Partial<Record<number, GenericErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The code of a refusal whose thrower named none: field errors make a 400 a VALIDATION_FAILED. */
export function defaultErrorCode(status: number, hasFieldErrors: boolean): string {
  if (status === 400 && hasFieldErrors) return 'VALIDATION_FAILED';
  return BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
