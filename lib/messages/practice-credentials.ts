// Practice credentials (docs/product.md#practice-credentials): the management API's refusals, the bearer check's
// and the credentials panel's texts.
export const PRACTICE_CREDENTIALS_MSG = {
  nameRequired: 'Give it a name, such as "Postman" or "CI suite".',
  nameTooLong: (max: number) => `Keep the name to ${max} characters or fewer.`,
  tokenLimit: (max: number) => `You already have ${max} tokens, the most you can keep. Revoke one you no longer use, then create a new one.`,
  clientLimit: (max: number) => `You already have ${max} OAuth clients, the most you can keep. Delete one you no longer use, then create a new one.`,
  tokenNotFound: 'No such token: it was revoked, or it is not yours.',
  clientNotFound: 'No such OAuth client: it was deleted, or it is not yours.',
  bearerMissing: 'Send a practice token: Authorization: Bearer <token>. Create one on the exercise page.',
  bearerInvalid: 'The token is not a valid practice token: it is malformed, wrong, expired, rotated or revoked.',
  // The credentials panel.
  shownOnce: "Copy it now: you won't see this again. Only a fingerprint of it is kept.",
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  listFailed: 'Your practice credentials could not be loaded.',
  listUnreadable: 'Your practice credentials could not be read.',
  createFailed: 'It could not be created. Please try again.',
  rotateFailed: 'It could not be rotated. Please try again.',
  removeFailed: 'It could not be removed. Please try again.',
  tokenRevoked: (name: string) => `Token "${name}" was revoked.`,
  clientDeleted: (name: string) => `OAuth client "${name}" was deleted.`,
} as const;

// The token endpoint's error descriptions (RFC 6749 §5.2 `error_description`: ASCII, no quotes or backslashes).
export const PRACTICE_OAUTH_MSG = {
  contentType: 'Send the parameters as application/x-www-form-urlencoded (or application/json).',
  unreadableBody: 'The request body could not be read as its Content-Type says.',
  repeated: (name: string) => `The parameter ${name} is sent more than once.`,
  notText: (name: string) => `The parameter ${name} must be a string.`,
  grantTypeMissing: 'grant_type is missing: send grant_type=client_credentials.',
  grantTypeUnsupported: 'Only grant_type=client_credentials is supported here.',
  twoMethods: 'Authenticate the client one way only: HTTP Basic or client_id and client_secret in the body, not both.',
  basicMalformed: 'The Basic credentials could not be read: send base64(client_id:client_secret).',
  noClient: 'The client is not authenticated: send HTTP Basic, or client_id and client_secret in the body.',
  badClient: 'Client authentication failed: unknown client_id or wrong client_secret.',
} as const;
