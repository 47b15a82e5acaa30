'use client';

import { useState } from 'react';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import type { PublicReview } from '@/lib/reviews/queries';
import { MSG } from '@/lib/messages';
import { MyReviewItem } from './my-review-item';
import { EmptyNote } from '@/components/ui/empty-note';

interface MyReviewListProps {
  userId: string;
  reviews: PublicReview[];
  onDeleted: (reviewId: number) => void;
}

/** The student's own reviews, newest first, each with a confirmed Delete. */
export function MyReviewList({ userId, reviews, onDeleted }: MyReviewListProps) {
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function deleteOne(review: PublicReview) {
    if (!window.confirm('Delete this review?')) return;
    setDeletingId(review.id);
    setError(null);
    const reply = await requestJson(`/api/reviews/${encodeURIComponent(userId)}/${review.id}`, { method: 'DELETE' });
    setDeletingId(null);
    // 404: it is already gone (deleted in another tab), which is what the student wanted.
    if (reply.status === 200 || reply.status === 404) {
      onDeleted(review.id);
      return;
    }
    setError(replyMessage(reply, MSG.feedbackFailed));
  }

  return (
    <div className="space-y-4">
      <p role="alert" data-test="my-reviews-error" className={error ? 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800' : 'sr-only'}>
        {error}
      </p>
      {reviews.length === 0 ? (
        <EmptyNote testId="my-reviews-empty" size="compact">
          You have not written any reviews yet.
        </EmptyNote>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <MyReviewItem key={review.id} review={review} deleting={deletingId === review.id} onDelete={deleteOne} />
          ))}
        </ul>
      )}
    </div>
  );
}
