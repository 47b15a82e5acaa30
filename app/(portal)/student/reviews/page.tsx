import type { Metadata } from 'next';
import { PortalPage } from '@/components/layout/portal-page';
import { StudentReviews } from '@/components/reviews/student-reviews';
import { requireRole } from '@/lib/auth/guards';
import { listReviewsForUser } from '@/lib/reviews/user-reviews';

export const metadata: Metadata = { title: 'Reviews' };

/** Student reviews (docs/product.md#reviews): write feedback, and see or delete your own reviews. */
export default async function StudentReviewsPage() {
  const { identity } = await requireRole('student');
  const reviews = await listReviewsForUser(identity.userId);

  return (
    <PortalPage
      eyebrow="Student Portal"
      title="Reviews"
      width="narrow"
      intro="Tell future students how your training is going. Your review appears in the Student Comments on the home page."
    >
      <StudentReviews userId={identity.userId} initialReviews={reviews} />
    </PortalPage>
  );
}
