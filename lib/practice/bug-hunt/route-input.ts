import 'server-only';
import { z } from 'zod';
import { badRequest } from '../../api/errors';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import type { PracticeCaller } from '../credentials/caller-cache';
import type { SessionInfo } from '../../auth/session';
import { HOSTED_EXERCISES, type HostedExercise } from '../registry';

// What the bug hunt's learner routes read from a request beyond the body: who asks (a practice credential or the
// session, withRoute's 'learner' access), how, and the list's query.

export function reporterOf({ caller, session }: { caller: PracticeCaller | null; session: SessionInfo | null }): { userId: string; via: string } {
  return caller ? { userId: caller.userId, via: caller.via } : { userId: session!.identity.userId, via: 'session' };
}

const PAGE_MESSAGE = 'page must be a whole number from 1 to 10000.';
const exerciseQuery = z.enum(HOSTED_EXERCISES);
const pageQuery = z.string().regex(/^[1-9]\d{0,3}$|^10000$/).transform(Number);

/** GET /reports?exercise=&page=: each at most once; a wrong one is a 400 naming it. */
export function reportListQueryOf(request: Request): { exercise?: HostedExercise; page: number } {
  const params = new URL(request.url).searchParams;
  const errors: Record<string, string> = {};
  const one = (name: string) => {
    const values = params.getAll(name);
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : null;
  };
  const exercise = one('exercise');
  const page = one('page');
  const parsedExercise = exercise === undefined ? undefined : exerciseQuery.safeParse(exercise);
  const parsedPage = page === undefined ? undefined : pageQuery.safeParse(page);
  if (parsedExercise && !parsedExercise.success) errors.exercise = BUG_HUNT_MSG.exercise;
  if (parsedPage && !parsedPage.success) errors.page = PAGE_MESSAGE;
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
  return { exercise: parsedExercise?.data, page: parsedPage?.data ?? 1 };
}
