import { badRequest } from '@/lib/api/errors';
import { ProbeViewQuerySchema } from '@/lib/practice/bug-hunt/page-evidence';
import { exercisePageStart } from '@/lib/practice/defects/active';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/page-flags?exercise=id → { bugMode, planted: { keys, sealed }, learner }
// (docs/architecture.md#shared-exercise-pages): what an exercise page starts from. The page's HTML is the same for
// every learner, so it asks for the learner's own part as it loads, and again after the learner turns the switch: the
// switch as stored, the page's flags sealed (a fresh value of one length every reply, whatever is live, so a reply
// holds no hint of a pin), and the learner's id, which names the cookie of their Exercise | Task sheet choice. The
// session only, like the page.
export const GET = practiceRoute({ access: 'user' }, async ({ session, request }) => {
  const query = ProbeViewQuerySchema.safeParse({ exercise: new URL(request.url).searchParams.get('exercise') ?? undefined });
  if (!query.success) {
    const message = query.error.issues[0].message;
    throw badRequest(message, { exercise: message });
  }
  const { userId } = session.identity;
  const { bugMode, planted } = await exercisePageStart(userId, query.data.exercise);
  return Response.json({ bugMode, planted, learner: userId });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
