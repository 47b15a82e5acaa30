import 'server-only';
import type { PracticeCaller } from '@/lib/practice/credentials/caller-cache';
import { practiceCallerOf } from '@/lib/practice/credentials/bearer-check';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import type { Envelope } from './envelope';
import { SoapFault, senderFault } from './fault';
import { BEARER_REALM, securityBlocksOf, wsSecurityCallerOf } from './ws-security';

// Who is calling the Employee service: the one place that decides it (docs/practice/employee-wsdl.md#authentication).
// Either a practice credential in `Authorization: Bearer` (a personal access token or an OAuth access token, checked
// before the body is read, so even a malformed message is credited to its learner), or a WS-Security UsernameToken
// with an OAuth client's id and secret, which can only be read from the envelope. Never both, never the site's
// session cookie. The route is withRoute's 'public' access and names the caller itself (ctx.identify).

/** The learner behind a bearer token, null when the request has no Authorization header; a refused one is the 401 fault. */
export async function bearerCallerOf(request: Request): Promise<PracticeCaller | null> {
  if (!request.headers.has('authorization')) return null;
  return practiceCallerOf(request.headers);
}

/** The learner the envelope's WS-Security header names, or the request's bearer; the 401 fault when neither. */
export async function callerOf(envelope: Envelope, bearer: PracticeCaller | null): Promise<PracticeCaller> {
  const security = securityBlocksOf(envelope.headerBlocks);
  if (bearer && security.length > 0) throw senderFault(MSG.twoCredentials, 'TWO_CREDENTIALS');
  if (bearer) return bearer;
  if (security.length === 0) throw new SoapFault('sender', 401, MSG.credentialMissing, 'UNAUTHENTICATED', undefined, BEARER_REALM);
  if (security.length > 1) throw new SoapFault('failedAuthentication', 401, MSG.usernameTokenShape, 'INVALID_CREDENTIALS', undefined, BEARER_REALM);
  return wsSecurityCallerOf(security[0]);
}
