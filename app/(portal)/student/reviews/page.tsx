import type { Metadata } from 'next';
import { StudentReviews } from '@/components/reviews/student-reviews';
import { requireRole } from '@/lib/auth/guards';
import { listReviewsForUser } from '@/lib/reviews/user-reviews';

export const metadata: Metadata = { title: 'Reviews' };

/** SPEC §2.4 Student reviews: write feedback, and see or delete your own reviews. */
export default async function StudentReviewsPage() {
  const { identity } = await requireRole('student');
  const reviews = await listReviewsForUser(identity.userId);

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Student Portal</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Reviews
      </h1>
      <p className="mt-3 leading-relaxed text-slate-700">
        Tell future students how your training is going. Your review appears in the Student Comments on the home page.
      </p>
      <div className="mt-8">
        <StudentReviews userId={identity.userId} initialReviews={reviews} />
      </div>
    </section>
  );
}
