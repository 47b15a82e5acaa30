import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { call, type CallResult } from '@/tests/helpers/http';
import { assertKeepsPracticeContract } from '@/tests/helpers/openapi-contract';
import type { TestUser } from '@/tests/helpers/users';
import { tokenOf } from '../book-list/book-api';
import { API_CHECKS } from '../defects/api-checks';

// The suite score's API as a learner's runner calls it (docs/product.md#suite-score), and the suites the tests score:
// functions that call the Book List API as a learner's suite would, answering the outcome (and a JUnit report).

const BASE = '/api/practice/v1/suite-runs';
const runs = mountedPracticeRoute(BASE);
const one = mountedPracticeRoute(`${BASE}/[id]`);
const next = mountedPracticeRoute(`${BASE}/[id]/rounds/next`);
const outcome = mountedPracticeRoute(`${BASE}/[id]/rounds/[n]/outcome`);
const reset = mountedPracticeRoute('/api/practice/v1/[exercise]/reset');

/** Who calls: the learner's session, or their practice token (`bearer`), or nobody (a visitor). */
export interface Caller {
  user?: TestUser;
  bearer?: boolean;
}

/** Every reply the API gave, for the check that none names a defect. */
export const replies: string[] = [];

async function send(handler: Parameters<typeof call>[0], caller: Caller, options: Parameters<typeof call>[1]): Promise<CallResult> {
  const auth = !caller.user ? {} : caller.bearer ? { bearer: await tokenOf(caller.user) } : { cookie: caller.user.cookie };
  const reply = await call(handler, { ...options, ...auth });
  replies.push(JSON.stringify(reply.json ?? ''));
  // Every reply, refusals included, is held to the practice API document that /api-docs shows.
  assertKeepsPracticeContract({ method: options?.method ?? 'GET', path: options?.path ?? '' }, { status: reply.status, headers: reply.headers, body: reply.json });
  return reply;
}

export const api = {
  start: (caller: Caller, exercise: string) => send(runs.POST, caller, { method: 'POST', path: BASE, body: { exercise } }),
  list: (caller: Caller) => send(runs.GET, caller, { path: BASE }),
  read: (caller: Caller, id: number) => send(one.GET, caller, { path: `${BASE}/${id}`, params: { id: String(id) } }),
  abandon: (caller: Caller, id: number) => send(one.DELETE, caller, { method: 'DELETE', path: `${BASE}/${id}`, params: { id: String(id) } }),
  next: (caller: Caller, id: number) => send(next.POST, caller, { method: 'POST', path: `${BASE}/${id}/rounds/next`, params: { id: String(id) } }),
  report: (caller: Caller, id: number, n: number, body: unknown) =>
    send(outcome.POST, caller, { method: 'POST', path: `${BASE}/${id}/rounds/${n}/outcome`, params: { id: String(id), n: String(n) }, body }),
};

export interface SuiteReport {
  outcome: 'passed' | 'failed';
  junit?: string;
}
export type Suite = (user: TestUser) => Promise<SuiteReport>;

export const alwaysPasses: Suite = async () => ({ outcome: 'passed' });
export const alwaysFails: Suite = async () => ({ outcome: 'failed' });

const junitOf = (results: [string, boolean][]) =>
  `<?xml version="1.0"?><testsuites><testsuite name="books">${results
    .map(([name, ok]) => `<testcase classname="books" name="${name}">${ok ? '' : '<failure message="expected"/>'}</testcase>`)
    .join('')}</testsuite></testsuites>`;

/** Runs each of the given API checks on the learner's fresh data (the suite resets it first, as a real one would). */
export function checksSuite(defectIds: readonly string[]): Suite {
  return async (user) => {
    await call(reset.POST, { method: 'POST', path: '/api/practice/v1/book-list/reset', params: { exercise: 'book-list' }, cookie: user.cookie });
    const results: [string, boolean][] = [];
    for (const [index, id] of defectIds.entries()) results.push([`check ${index + 1}`, await API_CHECKS[id](user)]);
    return { outcome: results.every(([, ok]) => ok) ? 'passed' : 'failed', junit: junitOf(results) };
  };
}

/**
 * Drives a whole run: start, then round after round the next, the suite, the outcome; `during` runs inside each round.
 * Answers the finished run as the last report returned it.
 */
export async function scoreRun(caller: Caller & { user: TestUser }, exercise: string, suite: Suite, during?: () => Promise<void>) {
  const started = await api.start(caller, exercise);
  if (started.status !== 201) throw new Error(`start: ${started.status} ${JSON.stringify(started.json)}`);
  const { id, rounds } = started.json.run;
  let last: CallResult | null = null;
  for (let n = 1; n <= rounds; n++) {
    const round = await api.next(caller, id);
    if (round.status !== 200 || round.json.round !== n) throw new Error(`next: ${round.status} ${JSON.stringify(round.json)}`);
    const report = await suite(caller.user);
    await during?.();
    last = await api.report(caller, id, n, report);
    if (last.status !== 200) throw new Error(`outcome: ${last.status} ${JSON.stringify(last.json)}`);
  }
  return last!.json.run;
}

