import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { PRACTICE_MSG } from '@/lib/messages';
import { resetPracticeData } from '@/lib/practice/state-store';
import { exerciseParam } from '@/lib/validation/params';

// POST /api/practice/v1/{exercise}/reset: the caller's data in that exercise returns to its start state
// (bookings, lists, uploaded files). Other learners' data and the bug-mode switch are untouched.
export const POST = withRoute({ access: 'user', params: exerciseParam }, async ({ params, session }) => {
  await resetPracticeData(session.identity.userId, params.exercise);
  return { success: true, message: PRACTICE_MSG.resetDone };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
