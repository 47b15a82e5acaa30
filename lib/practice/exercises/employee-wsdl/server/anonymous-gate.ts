import 'server-only';
import { processSingleton } from '@/lib/cache/process-singleton';
import { createPriorityGate } from '@/lib/concurrency/priority-gate';

/**
 * Calls without a bearer token are anonymous until their WS-Security credential is read from the body: the parse and
 * the credential check are what a flood of large anonymous bodies makes the server spend. They take turns here, two
 * at a time in the process, so four anonymous clients posting as fast as they are answered hold the event loop for at
 * most two such steps before a health check or a learner's page gets its turn (issue 39; bench:soap-flood). A caller
 * with a bearer token is known before its body is read and does not wait here.
 */
export const ANONYMOUS_SOAP_CALLS_AT_ONCE = 2;

export const anonymousSoapGate = () => processSingleton('employee-soap-anonymous-gate', () => createPriorityGate(ANONYMOUS_SOAP_CALLS_AT_ONCE, 1));
