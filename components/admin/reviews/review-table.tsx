import type { ModeratedReview } from '@/lib/reviews/moderation';
import { REVIEW_STATUS_LABELS } from '@/lib/messages';
import { ReviewActions } from './review-actions';

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const STATUS_CLASS = { published: 'text-emerald-800', pending: 'text-amber-800', hidden: 'text-slate-700' } as const;

/** Every review, newest first, with its status and moderation buttons (docs/product.md#admin-reviews). */
export function ReviewTable({ reviews }: { reviews: readonly ModeratedReview[] }) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700" data-test="reviews-empty">
        No reviews here yet.
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-test="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-test="moderated-review" data-review={review.id} data-status={review.status}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-ink">
              {review.username} <span className="text-sm font-normal text-slate-600">{review.email}</span>
            </p>
            <p className="text-sm text-slate-700">
              <time dateTime={review.created_at}>{shortDate.format(new Date(review.created_at))}</time> ·{' '}
              <span className={`font-semibold ${STATUS_CLASS[review.status]}`} data-test="review-status">
                {REVIEW_STATUS_LABELS[review.status]}
              </span>
            </p>
          </div>
          {/* A React text child: markup in a review shows as typed. */}
          <p className="mt-2 whitespace-pre-line break-words text-slate-800" data-test="review-content">
            {review.content}
          </p>
          <div className="mt-3">
            <ReviewActions id={review.id} status={review.status} author={review.username} />
          </div>
        </li>
      ))}
    </ul>
  );
}
