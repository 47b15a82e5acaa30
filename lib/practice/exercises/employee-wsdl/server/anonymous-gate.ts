import 'server-only';
import { processSingleton } from '@/lib/cache/process-singleton';
import { createPriorityGate } from '@/lib/concurrency/priority-gate';

/**
 * Calls without a bearer token are anonymous until their WS-Security credential is read from the body: the parse and
 * the credential check are what a flood of large anonymous bodies makes the server spend. They take turns here, two
 * at a time in the process, so however many anonymous clients post at once, at most two parses and credential lookups
 * are under way. Measured (bench:soap-flood, medians of 3): health p99 beside four flooders stayed at 4.5× idle with
 * the gate as without it, so the flood's cost is mostly elsewhere (routing, reading the bodies); the gate bounds the
 * parse work, it does not fix that figure. A caller with a bearer token is known before its body is read and does not
 * wait here.
 */
export const ANONYMOUS_SOAP_CALLS_AT_ONCE = 2;

export const anonymousSoapGate = () => processSingleton('employee-soap-anonymous-gate', () => createPriorityGate(ANONYMOUS_SOAP_CALLS_AT_ONCE, 1));
