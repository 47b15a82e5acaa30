import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'My Learning' };

export default async function AdminLearningPage() {
  await requireRole('admin');
  return (
    <PagePlaceholder
      eyebrow="Admin Panel"
      title="My Learning"
      note="Adding, editing and deleting course titles and their chunks of learning content arrive with the learning release."
    />
  );
}
