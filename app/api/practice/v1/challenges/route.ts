import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { challengeListOf, resetMetChallenges } from '@/lib/practice/challenges/list';
import { challengeQueryOf, learnerOf } from '@/lib/practice/challenges/route-input';

// The learner's challenges of the practice lab (docs/product.md#challenges), for the learner's tools (a practice
// token or OAuth access token) and for the exercise page (the session). `?exercise={id}` keeps one exercise's.

// GET /api/practice/v1/challenges[?exercise=id] → { challenges: [{ id, exercise, title, description, met, metAt }], met, total }
export const GET = withRoute({ access: 'learner' }, async (ctx) => challengeListOf(learnerOf(ctx), challengeQueryOf(ctx.request)));

// DELETE /api/practice/v1/challenges[?exercise=id] → 204: the met challenges are cleared (they are kept by
// "Reset my practice data", which resets an exercise's data, not what the learner achieved).
export const DELETE = withRoute({ access: 'learner' }, async (ctx) => {
  await resetMetChallenges(learnerOf(ctx), challengeQueryOf(ctx.request));
  return new Response(null, { status: 204 });
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
