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

/**
 * Why a presented credential was refused, for what watches the exchange (the lab's challenges,
 * docs/architecture.md#challenges); never in the reply, which is the same 401 for every reason but `missing`.
 * `expired` names the learner whose OAuth access token it was: only its holder can present it.
 */
export type BearerRefusal = { reason: 'missing' | 'malformed' | 'unknown' } | { reason: 'expired'; userId: string };

/** The 401 of a refused bearer credential, carrying why (`refusal`) beside the reply it makes. */
/** Why a presented bearer credential was refused in an observed exchange (lib/api/observed-exchange.ts), when it was. */
export const bearerRefusalOf = (exchange: { error: unknown }): BearerRefusal | null => (exchange.error instanceof BearerRefused ? exchange.error.refusal : null);

export class BearerRefused extends ApiError {
  constructor(readonly refusal: BearerRefusal) {
    const missing = refusal.reason === 'missing';
    super(401, missing ? MSG.bearerMissing : MSG.bearerInvalid, undefined, { 'WWW-Authenticate': missing ? BEARER_CHALLENGE.missing : BEARER_CHALLENGE.invalid }, missing ? 'UNAUTHENTICATED' : 'INVALID_TOKEN');
  }
}

const missing = () => new BearerRefused({ reason: 'missing' });
const invalid = (refusal: BearerRefusal = { reason: 'unknown' }) => new BearerRefused(refusal);

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
  if (token === null || kind === null) throw invalid({ reason: 'malformed' });

  const tokenHash = hashSecret(token);
  const remembered = cachedCaller(tokenHash);
  if (remembered) return remembered;
  const generation = callerGeneration();
  const found = await findPracticeCaller(kind, tokenHash);
  if (!found) throw invalid();
  // The lookup answers an expired OAuth token with its (past) expiry, so the refusal can say so.
  if (found.expiresAt <= Date.now()) throw invalid({ reason: 'expired', userId: found.caller.userId });
  keepCaller(tokenHash, found.caller, found.expiresAt, generation);
  return found.caller;
}
