'use client';

import { useState } from 'react';
import type { PublicReview } from '@/lib/reviews/queries';
import { FeedbackForm } from './feedback-form';
import { MyReviewList } from './my-review-list';

interface StudentReviewsProps {
  userId: string;
  /** The student's reviews as the server read them, newest first. */
  initialReviews: PublicReview[];
}

/**
 * The reviews screen's interactive part. The list is updated from each reply (the stored review,
 * or the deleted id), so it changes at once without reading everything again.
 */
export function StudentReviews({ userId, initialReviews }: StudentReviewsProps) {
  const [reviews, setReviews] = useState(initialReviews);
  return (
    <div className="space-y-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <FeedbackForm userId={userId} onAdded={(review) => setReviews((current) => [review, ...current])} />
      </div>
      <section aria-labelledby="my-reviews-title">
        <h2 id="my-reviews-title" className="mb-4 text-xl font-semibold text-ink">
          My reviews
        </h2>
        <MyReviewList
          userId={userId}
          reviews={reviews}
          onDeleted={(reviewId) => setReviews((current) => current.filter((review) => review.id !== reviewId))}
        />
      </section>
    </div>
  );
}
