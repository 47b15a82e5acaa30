import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { REVIEW_MSG } from '@/lib/messages';
import { deleteAnyReview, setReviewStatus } from '@/lib/reviews/moderation';
import { moderatedReviewParam } from '@/lib/validation/params';
import { reviewModerationSchema } from '@/lib/validation/review';

// PATCH /api/trainer/reviews/{id} { status: 'published' | 'hidden' } (admin) → { message, review }: approves (publishes)
// or hides a review; the home page's carousel follows at once (docs/product.md#admin-reviews).
export const PATCH = withRoute({ access: 'admin', params: moderatedReviewParam, body: reviewModerationSchema }, async ({ params, body }) => {
  const review = await setReviewStatus(params.id, body.status);
  return { message: body.status === 'published' ? REVIEW_MSG.published : REVIEW_MSG.hidden, review };
});

// DELETE /api/trainer/reviews/{id} (admin) → { message }: deletes anyone's review.
export const DELETE = withRoute({ access: 'admin', params: moderatedReviewParam }, async ({ params }) => {
  await deleteAnyReview(params.id);
  return { message: REVIEW_MSG.deleted };
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
