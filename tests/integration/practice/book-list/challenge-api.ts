import { DELETE as clearChallenges, GET as listChallenges } from '@/app/api/practice/v1/challenges/route';
import type { ChallengeListReply } from '@/lib/practice/challenges/shapes';
import { call, type CallOptions, type CallResult } from '@/tests/helpers/http';
import type { TestUser } from '@/tests/helpers/users';

// The challenges API as the exercise page calls it (the learner's session), for the challenge tests. Kept apart
// from ./book-api.ts, which says how the tests call the Book List API itself.

export const CHALLENGES = '/api/practice/v1/challenges';

/** GET /api/practice/v1/challenges, by default of Book List with the learner's session. */
export function challengeList(options: CallOptions & { query?: string } = {}): Promise<CallResult> {
  return call(listChallenges, { ...options, path: `${CHALLENGES}${options.query ?? '?exercise=book-list'}` });
}

export function clearChallengeList(options: CallOptions & { query?: string } = {}): Promise<CallResult> {
  return call(clearChallenges, { ...options, method: 'DELETE', path: `${CHALLENGES}${options.query ?? '?exercise=book-list'}` });
}

/** The learner's Book List challenges, as their page reads them. */
export async function challengesOf(user: TestUser): Promise<ChallengeListReply> {
  const reply = await challengeList({ cookie: user.cookie });
  if (reply.status !== 200) throw new Error(`GET challenges: ${reply.status}`);
  return reply.json;
}

/** The ids of the learner's met challenges. */
export async function metIds(user: TestUser): Promise<string[]> {
  return (await challengesOf(user)).challenges.filter((challenge) => challenge.met).map((challenge) => challenge.id);
}
