import type { Metadata } from 'next';
import { TrainingVideoManager } from '@/components/admin/trainings/training-video-manager';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';
import { listCoursesForRegistration } from '@/lib/courses/queries';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Training Video' };

/**
 * Training Video (docs/product.md#admin-videos): upload a titled video for a course (or all courses) with its
 * progress, watch the uploaded ones, change their course, delete them.
 */
export default async function AdminTrainingVideoPage() {
  const { identity } = await requireRole('admin');
  const courses = await listCoursesForRegistration();

  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Training Video"
      intro="Videos uploaded here appear in the Training Videos panel of every paid student. A video's course decides which course's progress it counts toward; one for all courses counts toward every course."
    >
      <TrainingVideoManager userId={identity.userId} maxBytes={env().TRAINING_MAX_BYTES} courses={courses} />
    </PortalPage>
  );
}
