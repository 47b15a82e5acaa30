import 'server-only';
import type { ExchangeObserver, ObservedExchange } from '@/lib/api/observed-exchange';
import type { ChallengeCheck } from '@/lib/practice/challenges/check';
import { challengeObserver } from '@/lib/practice/challenges/observer';
import { EMPLOYEE_WSDL_CHALLENGES } from '../challenges';
import { EMPLOYEE_WSDL_EXERCISE } from '../descriptor';
import { SOAP_MEDIA_TYPE } from '../soap-names';

// How the server tells each Employee service challenge was met (docs/practice/employee-wsdl.md#challenges), from the
// request and the reply as the learner's client saw them: the status, the Content-Type the client sent, who called
// and how, and a fault's code. Server-only: the page shows the public list (../challenges.ts); a unit test keeps
// the two in step.

type Exchange = ObservedExchange;
const requestType = (x: Exchange) => (x.requestHeaders.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
const succeeded = (x: Exchange) => x.method === 'POST' && x.status === 200;
const coded = (x: Exchange, code: string) => x.refusal?.code === code;

const CHECKS: Record<string, ChallengeCheck['metBy']> = {
  'EMP-C01': (x) => succeeded(x) && requestType(x) === SOAP_MEDIA_TYPE['1.1'],
  'EMP-C02': (x) => succeeded(x) && requestType(x) === SOAP_MEDIA_TYPE['1.2'],
  // An OAuth client's credentials without an Authorization header can only have come in a UsernameToken.
  'EMP-C03': (x) => succeeded(x) && x.caller?.via === 'oauth' && !x.requestHeaders.has('authorization'),
  'EMP-C04': (x) => succeeded(x) && x.caller?.via === 'oauth' && x.requestHeaders.has('authorization'),
  'EMP-C05': (x) => coded(x, 'EMPLOYEE_NOT_FOUND'),
  'EMP-C06': (x) => coded(x, 'VALIDATION_FAILED') && (x.refusal?.fields.length ?? 0) >= 2,
  'EMP-C07': (x) => coded(x, 'EMAIL_TAKEN'),
  'EMP-C08': (x) => coded(x, 'INVALID_XML') && x.status === 400,
  'EMP-C09': (x) => coded(x, 'UNKNOWN_OPERATION'),
  'EMP-C10': (x) => coded(x, 'VERSION_MISMATCH'),
  'EMP-C11': (x) => coded(x, 'MUST_UNDERSTAND'),
  'EMP-C12': (x) => coded(x, 'SOAP_ACTION_MISMATCH') && (x.requestHeaders.has('soapaction') || /action=/i.test(x.requestHeaders.get('content-type') ?? '')),
};

/** One check per public challenge, in the list's order. */
export const EMPLOYEE_WSDL_CHALLENGE_CHECKS: readonly ChallengeCheck[] = EMPLOYEE_WSDL_CHALLENGES.map(({ id }) => ({ id, metBy: CHECKS[id] }));

/** The checks' ids, for the test that keeps them in step with the public list. */
export const CHECKED_CHALLENGE_IDS = Object.keys(CHECKS);

const observeChallenges = challengeObserver(EMPLOYEE_WSDL_EXERCISE.id, EMPLOYEE_WSDL_CHALLENGE_CHECKS);

/**
 * What the service's POST hands withRoute as `observe`: the challenges detected from each exchange made with a
 * practice credential. The route is 'public' to withRoute (it names its caller itself), so a request that carried only
 * the site's session cookie is seen with that session as its caller: it was no call of the learner's tools, and
 * counts for nothing.
 */
export const observeEmployeeChallenges: ExchangeObserver = (exchange) => (exchange.caller?.via === 'session' ? undefined : observeChallenges(exchange));
