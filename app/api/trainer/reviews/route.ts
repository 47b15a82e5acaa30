import { otherMethods } from '@/lib/api/methods';
import { parseOrThrow } from '@/lib/api/parse-or-throw';
import { withRoute } from '@/lib/api/route';
import { listReviewsForModeration } from '@/lib/reviews/moderation';
import { readReviewModeration } from '@/lib/reviews/moderation-setting';
import { reviewListQuery } from '@/lib/validation/review';
import { queryParamsOf } from '@/lib/validation/trainer';

// GET /api/trainer/reviews[?status=published|pending|hidden] (admin) → { reviews, approveFirst }: every review whatever
// its status, newest first, with its author, and whether new ones wait for approval (docs/product.md#admin-reviews).
export const GET = withRoute({ access: 'admin' }, async ({ request }) => {
  const { status } = parseOrThrow(reviewListQuery, queryParamsOf(new URL(request.url).searchParams));
  const [reviews, setting] = await Promise.all([listReviewsForModeration(status), readReviewModeration()]);
  return { reviews, approveFirst: setting.approveFirst };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
