'use client';

import { useId } from 'react';
import type { PublicReview } from '@/lib/reviews/queries';
import { ReviewTime } from './review-time';

interface MyReviewItemProps {
  review: PublicReview;
  deleting: boolean;
  onDelete: (review: PublicReview) => void;
}

/** One of the student's own reviews. The content is a React text child: markup in it shows as typed. */
export function MyReviewItem({ review, deleting, onDelete }: MyReviewItemProps) {
  const timeId = useId();
  return (
    <li data-test="my-review" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p data-test="my-review-content" className="whitespace-pre-line break-words leading-relaxed text-slate-800">
        {review.content}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <ReviewTime iso={review.created_at} id={timeId} />
        <button
          type="button"
          onClick={() => onDelete(review)}
          disabled={deleting}
          aria-describedby={timeId}
          data-test="delete-review"
          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
        >
          Delete
        </button>
      </div>
    </li>
  );
}
