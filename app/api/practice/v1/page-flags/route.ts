import { badRequest } from '@/lib/api/errors';
import { ProbeViewQuerySchema } from '@/lib/practice/bug-hunt/page-evidence';
import { sealedPageFlagsFor } from '@/lib/practice/defects/active';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/page-flags?exercise=id → { planted: { keys, sealed } } (docs/architecture.md#defects-one-at-a-time):
// the exercise page's flags as they are now, sealed as the page itself serves them (a fresh value every reply, of one
// length, whatever is live). The page asks after the learner turns the switch, so it needs no hint of a pin. The
// session only, like the page.
export const GET = practiceRoute({ access: 'user' }, async ({ session, request }) => {
  const query = ProbeViewQuerySchema.safeParse({ exercise: new URL(request.url).searchParams.get('exercise') ?? undefined });
  if (!query.success) {
    const message = query.error.issues[0].message;
    throw badRequest(message, { exercise: message });
  }
  return Response.json({ planted: await sealedPageFlagsFor(session.identity.userId, query.data.exercise) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
