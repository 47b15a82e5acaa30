import 'server-only';
import { otherMethods, type Implementable } from '../api/methods';
import type { CredentialRealm } from '../api/credential-realm';
import { withRoute, type RouteHandler } from '../api/route';
import { practiceCallerOf } from './credentials/bearer-check';
import { presentsPracticeCredential } from './credentials/token-format';
import { countPracticeRequest } from './learner-limit';
import { keepPracticeReply, practiceReplyGeneration } from './reply-cache';

// The practice lab's route wrapper: withRoute with the lab's realm (docs/architecture.md#practice-credentials), so
// every practice route reads a practice token or OAuth access token where its access says ('practice-token',
// 'learner'), counts the learner's requests against their limit (429 past it, RateLimit-* on every reply), keeps its
// remembered replies (`cacheReply`, lib/practice/reply-cache.ts) and answers refusals with their `code`
// (docs/architecture.md#practice-api-error-codes). Progress's after-write hook is laid around the lab's routes where
// they are mounted (lib/progress/practice-write-hook.ts). Every route under /api/practice/ goes through here
// (tests/unit/practice/practice-realm.test.ts).

export const PRACTICE_REALM: CredentialRealm = {
  presents: presentsPracticeCredential,
  callerOf: practiceCallerOf,
  countRequest: countPracticeRequest,
  replyGeneration: practiceReplyGeneration,
  keepReply: keepPracticeReply,
};

export const practiceRoute: typeof withRoute = (options, handler) => withRoute({ ...options, realm: PRACTICE_REALM }, handler);

/** lib/api/methods.ts's 405 and OPTIONS for the methods a practice route does not implement, in the lab's realm. */
export function otherPracticeMethods<H extends Partial<Record<Implementable, RouteHandler>>>(implemented: H) {
  return otherMethods(implemented, PRACTICE_REALM);
}
