import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { countHit, limitOf, peekRateLimit, type RateRule } from '@/lib/security/rate-limit';
import { EMPLOYEE_LIMITS } from '../limits';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { SoapFault } from './fault';

// The per-address limit on failed credentials (docs/practice/employee-wsdl.md#limits): every 401 the service answers
// (a wrong or missing credential, a bad digest, a replayed nonce, a stale Created) counts against the caller's
// address, and past the rule's figure its requests are a 429 fault until the window ends. The counters are the
// database's (lib/security/rate-limit.ts), shared by every instance, like the login failures: a guesser spreading
// over instances gains nothing. Only failures write; a request with no bearer token reads its address's counter once,
// before its body is read, so a refused address costs neither a read of its body nor a parse.

/**
 * Wrong or missing credentials from one address (a WS-Security secret travels in the body, so each guess would cost a
 * parse): a class's typos fit many times over, a guesser meets 429 faults. Kept with the service rather than in the
 * site's RATE_RULES: the lab's exercises are named only in their own folders (docs/architecture.md#practice-lab).
 */
export const soapCredentialFailuresPerIp: RateRule = {
  name: 'soap-credential-fail-ip',
  max: EMPLOYEE_LIMITS.failedCredentials,
  windowSeconds: EMPLOYEE_LIMITS.failedCredentialsWindowSeconds,
};
const RULE = soapCredentialFailuresPerIp;

function refusal(retryAfter: number): SoapFault {
  const seconds = String(retryAfter);
  return new SoapFault('sender', 429, MSG.tooManyFailures(seconds), 'RATE_LIMITED', undefined, {
    'RateLimit-Limit': String(limitOf(RULE)),
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': seconds,
    'Retry-After': seconds,
  });
}

/** The 429 fault when the address has used up its failures in this window; nothing is counted. */
export async function assertCredentialRoom(ip: string): Promise<void> {
  const { count, retryAfter } = await peekRateLimit(RULE, ip);
  if (count >= limitOf(RULE)) throw refusal(retryAfter);
}

/** Runs a credential check; a 401 it throws counts against the address (and is the 429 fault once past the limit). */
export async function countingFailures<T>(ip: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const { count, retryAfter } = await countHit(RULE, ip);
    if (count > limitOf(RULE)) throw refusal(retryAfter);
    throw error;
  }
}
