import 'server-only';
import type { ObservedExchange } from '@/lib/api/observed-exchange';
import type { ChallengeCheck } from '@/lib/practice/challenges/check';
import { challengeObserver } from '@/lib/practice/challenges/observer';
import { PRACTICE_BANK_CHALLENGES } from '../challenges';
import { PRACTICE_BANK_EXERCISE } from '../descriptor';

// How the server tells each Practice Bank challenge was met (docs/practice/practice-bank.md#challenges), from the
// request and the reply as the learner's client saw them, on the bank's routes and on the inbox's. Only exchanges made
// with a practice credential count: the page's own requests (the session) never do. A unit test keeps these in step
// with the public list (../challenges.ts).

const BANK = `/api/practice/v1/${PRACTICE_BANK_EXERCISE.id}`;
const INBOX = '/api/practice/v1/inbox';
const RAW = new RegExp(`^${INBOX}/\\d+/raw$`);

type Exchange = ObservedExchange;
const byTool = (x: Exchange) => x.caller !== null && x.caller.via !== 'session';
const coded = (x: Exchange, status: number, code: string) => x.status === status && x.refusal?.code === code;
const at = (x: Exchange, method: string, path: string) => x.method === method && x.url.pathname === path;

function longPollWithMail(x: Exchange): boolean {
  if (!at(x, 'GET', INBOX) || x.status !== 200) return false;
  const wait = Number(x.url.searchParams.get('wait') ?? '0');
  return wait >= 1 && x.url.searchParams.has('since') && Number(x.responseHeaders.get('x-total-count') ?? '0') >= 1;
}

const CHECKS: Record<string, (x: Exchange) => boolean> = {
  'PBK-C01': (x) => at(x, 'GET', INBOX) && x.status === 200,
  'PBK-C02': longPollWithMail,
  'PBK-C03': (x) => x.method === 'GET' && RAW.test(x.url.pathname) && x.status === 200,
  'PBK-C04': (x) => at(x, 'POST', `${BANK}/sign-up/verify`) && x.status === 200,
  'PBK-C05': (x) => at(x, 'POST', `${BANK}/sign-in/verify`) && x.status === 200,
  'PBK-C06': (x) => coded(x, 429, 'RESEND_TOO_SOON') && x.responseHeaders.has('retry-after'),
  'PBK-C07': (x) => coded(x, 429, 'TOO_MANY_WRONG_CODES'),
  'PBK-C08': (x) => coded(x, 400, 'CODE_EXPIRED'),
  'PBK-C09': (x) => at(x, 'DELETE', INBOX) && x.status === 204,
};

/** One check per public challenge, in the list's order; each counts only a request made with a practice credential. */
export const PRACTICE_BANK_CHALLENGE_CHECKS: readonly ChallengeCheck[] = PRACTICE_BANK_CHALLENGES.map(({ id }) => ({
  id,
  metBy: (exchange) => byTool(exchange) && CHECKS[id](exchange),
}));

/** The checks' ids, for the test that keeps them in step with the public list. */
export const CHECKED_CHALLENGE_IDS = Object.keys(CHECKS);

/** What the bank's routes, and the inbox's through the server entry, hand withRoute as `observe`. */
export const observePracticeBankChallenges = challengeObserver(PRACTICE_BANK_EXERCISE.id, PRACTICE_BANK_CHALLENGE_CHECKS);
