import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { REVIEW_MSG } from '@/lib/messages';
import { readReviewModeration, saveReviewModeration } from '@/lib/reviews/moderation-setting';
import { reviewSettingsSchema } from '@/lib/validation/review';

// GET /api/trainer/review-settings (admin) → { approveFirst }: whether new reviews wait for the admin's approval
// (docs/product.md#admin-reviews); false, the default, publishes them at once.
export const GET = withRoute({ access: 'admin' }, () => readReviewModeration());

// PUT /api/trainer/review-settings { approveFirst } (admin) → { message, approveFirst }: applies to reviews posted
// from now on; reviews already posted keep their status.
export const PUT = withRoute({ access: 'admin', body: reviewSettingsSchema }, async ({ body }) => ({ message: REVIEW_MSG.settingSaved, ...(await saveReviewModeration(body)) }));

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
