import { z } from 'zod';
import { MSG, REVIEW_MSG } from '../messages';
import { multiLineText } from './text';

// Feedback (docs/product.md#reviews): non-empty after trimming. The 1000-character cap is ours: a review is a few
// sentences on a home-page card, not a document.
export const FEEDBACK_MAX = 1000;

const feedbackContent = multiLineText(MSG.feedbackEmpty).trim().min(1, MSG.feedbackEmpty).max(FEEDBACK_MAX, MSG.feedbackMax);

/** The feedback form (student reviews page). */
export const feedbackSchema = z.object({ content: feedbackContent });

/**
 * POST /reviews/{userId} (docs/product.md#rest-api) sends `{student_id, content, date}`. The author and the date are
 * the server's to decide, so both are accepted for compatibility and then dropped: only the
 * content leaves the parser.
 */
export const reviewPayloadSchema = z
  .object({ content: feedbackContent, student_id: z.unknown().optional(), date: z.unknown().optional() })
  .transform(({ content }) => ({ content }));

export type Feedback = z.output<typeof feedbackSchema>;

/** PATCH /api/trainer/reviews/{id} (docs/product.md#admin-reviews): approve (publish) or hide a review. */
export const reviewModerationSchema = z.object({
  status: z.enum(['published', 'hidden'], { error: REVIEW_MSG.statusRequired }),
});

/** PUT /api/trainer/review-settings: whether new reviews wait for the admin's approval. */
export const reviewSettingsSchema = z.object({
  approveFirst: z.boolean({ error: REVIEW_MSG.approveFirstRequired }),
});

/** GET /api/trainer/reviews?status=: one status only, or every review. */
export const reviewListQuery = z.object({
  status: z.enum(['published', 'pending', 'hidden'], { error: 'Choose published, pending or hidden' }).optional(),
});
