import 'server-only';
import { ApiError } from '../../api/errors';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '../../messages/practice-credentials';
import { cachedCaller, callerGeneration, keepCaller, type PracticeCaller } from './caller-cache';
import { findPracticeCaller } from './caller-lookup';
import { hashSecret } from './secrets';
import { bearerKindOf, bearerTokenOf } from './token-format';

// RFC 6750 §3: a request with no credentials at all gets the bare challenge (no error code, as §3.1 advises);
// anything presented that is not a live practice credential gets error="invalid_token".
const REALM = 'Bearer realm="practice"';
export const BEARER_CHALLENGE = { missing: REALM, invalid: `${REALM}, error="invalid_token"` } as const;

const missing = () => new ApiError(401, MSG.bearerMissing, undefined, { 'WWW-Authenticate': BEARER_CHALLENGE.missing }, 'UNAUTHENTICATED');
const invalid = () => new ApiError(401, MSG.bearerInvalid, undefined, { 'WWW-Authenticate': BEARER_CHALLENGE.invalid }, 'INVALID_TOKEN');

/**
 * withRoute's `access: 'practice-token'` (lib/api/route.ts): the learner behind `Authorization: Bearer <token>`,
 * a personal access token or an OAuth access token, or a 401 with WWW-Authenticate. Cookies are not looked at:
 * a product session is not a practice credential. A token checked recently is answered from memory
 * (./caller-cache.ts), dropped at once when it is revoked, rotated or its learner's access changes.
 */
export async function practiceCallerOf(headers: Headers): Promise<PracticeCaller> {
  const authorization = headers.get('authorization');
  if (authorization === null || authorization.trim() === '') throw missing();
  const token = bearerTokenOf(authorization);
  const kind = token === null ? null : bearerKindOf(token);
  if (token === null || kind === null) throw invalid();

  const tokenHash = hashSecret(token);
  const remembered = cachedCaller(tokenHash);
  if (remembered) return remembered;
  const generation = callerGeneration();
  const found = await findPracticeCaller(kind, tokenHash);
  if (!found) throw invalid();
  keepCaller(tokenHash, found.caller, found.expiresAt, generation);
  return found.caller;
}
