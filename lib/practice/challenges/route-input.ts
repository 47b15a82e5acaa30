import 'server-only';
import { z } from 'zod';
import { badRequest } from '../../api/errors';
import type { SessionInfo } from '../../auth/session';
import { PRACTICE_MSG } from '../../messages/practice';
import type { PracticeCaller } from '../credentials/caller-cache';
import { HOSTED_EXERCISES, type HostedExercise } from '../registry';

// What GET and DELETE /api/practice/v1/challenges read from a request: who asks (a practice credential or the
// session, withRoute's 'learner' access) and which exercise, if one.

const exerciseQuery = z.enum(HOSTED_EXERCISES, { error: PRACTICE_MSG.challengeExerciseUnknown });

/** The `exercise` query parameter: an exercise id, or undefined for the whole lab; 400 for anything else. */
export function challengeQueryOf(request: Request): HostedExercise | undefined {
  const values = new URL(request.url).searchParams.getAll('exercise');
  if (values.length === 0) return undefined;
  const parsed = exerciseQuery.safeParse(values.length === 1 ? values[0] : undefined);
  if (!parsed.success) throw badRequest(PRACTICE_MSG.challengeExerciseUnknown, { exercise: PRACTICE_MSG.challengeExerciseUnknown });
  return parsed.data;
}

/** The learner asking: the practice credential's owner, or the session's user. */
export function learnerOf({ caller, session }: { caller: PracticeCaller | null; session: SessionInfo | null }): string {
  return caller?.userId ?? session!.identity.userId;
}
