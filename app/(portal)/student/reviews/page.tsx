import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Reviews' };

export default async function StudentReviewsPage() {
  await requireRole('student');
  return (
    <PagePlaceholder
      eyebrow="Student Portal"
      title="Reviews"
      note="Writing feedback about your training, and seeing or deleting your own reviews, arrive with the reviews release."
    />
  );
}
