import { badRequest } from '../api/errors';
import { TRAINER_MSG } from '../messages';
import { serialId } from '../validation/params';

/** GET /api/progress/topics' optional `course`: a course id, or every course without it. */
export function topicsQueryOf(request: Request): number | undefined {
  const value = new URL(request.url).searchParams.get('course');
  if (value === null) return undefined;
  const parsed = serialId.safeParse(value);
  if (!parsed.success) throw badRequest(TRAINER_MSG.course, { course: TRAINER_MSG.course });
  return parsed.data;
}
