import { reporterOf } from '@/lib/practice/bug-hunt/route-input';
import { scoreBoardOf } from '@/lib/practice/bug-hunt/score';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/bug-hunt/score → the learner's score board (docs/product.md#bug-hunt): found and planted per
// exercise, found per category, unlocked hints, challenges met, time to find each credited defect.
export const GET = practiceRoute({ access: 'learner' }, async (ctx) => scoreBoardOf(reporterOf(ctx).userId));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
