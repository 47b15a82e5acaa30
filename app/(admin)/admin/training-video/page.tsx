import type { Metadata } from 'next';
import { TrainingVideoManager } from '@/components/admin/trainings/training-video-manager';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Training Video' };

/**
 * Training Video (docs/product.md#admin-videos): upload a titled video with its progress, watch the uploaded
 * ones, delete them.
 */
export default async function AdminTrainingVideoPage() {
  const { identity } = await requireRole('admin');

  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Training Video"
      intro="Videos uploaded here appear in the Training Videos panel of every paid student."
    >
      <TrainingVideoManager userId={identity.userId} maxBytes={env().TRAINING_MAX_BYTES} />
    </PortalPage>
  );
}
