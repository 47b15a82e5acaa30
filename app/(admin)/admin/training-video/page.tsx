import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Training Video' };

export default async function AdminTrainingVideoPage() {
  await requireRole('admin');
  return (
    <PagePlaceholder
      eyebrow="Admin Panel"
      title="Training Video"
      note="Uploading training videos with a title, watching them and deleting them arrive with the training-video release."
    />
  );
}
