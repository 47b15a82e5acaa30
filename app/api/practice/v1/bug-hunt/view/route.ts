import { badRequest } from '@/lib/api/errors';
import { probeViewFor, ProbeViewQuerySchema } from '@/lib/practice/bug-hunt/page-evidence';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/bug-hunt/view?exercise=id → { view, expiresAt, probes: { slot: code } } (docs/architecture.md#bug-hunt):
// a page view's codes for every page-side slot of the exercise, the same shape whether bug mode is on or not. The
// session only, like the evidence they are sent back with; read in the browser, so the page's HTML is everyone's.
export const GET = practiceRoute({ access: 'user' }, async ({ session, request }) => {
  const query = ProbeViewQuerySchema.safeParse({ exercise: new URL(request.url).searchParams.get('exercise') ?? undefined });
  if (!query.success) {
    const message = query.error.issues[0].message;
    throw badRequest(message, { exercise: message });
  }
  return Response.json(await probeViewFor(session.identity.userId, query.data.exercise));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
