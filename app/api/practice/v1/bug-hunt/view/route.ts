import { pageExerciseOf, probeViewFor } from '@/lib/practice/bug-hunt/page-evidence';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/bug-hunt/view?exercise=id → { view, expiresAt, probes: { slot: code } } (docs/architecture.md#bug-hunt):
// a page view's codes for every page-side slot of the exercise, the same shape whether bug mode is on or not. The
// session only, like the evidence they are sent back with; read in the browser, so the page's HTML is everyone's.
export const GET = practiceRoute({ access: 'user' }, async ({ session, request }) => {
  return Response.json(await probeViewFor(session.identity.userId, pageExerciseOf(request)));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
