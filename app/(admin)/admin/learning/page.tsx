import type { Metadata } from 'next';
import { LearningEditor } from '@/components/admin/learning/learning-editor';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'My Learning' };

// The editor reads the courses in the browser and updates them in place after each change.
export default async function AdminLearningPage() {
  await requireRole('admin');
  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="My Learning"
      width="full"
      intro="Course titles and their chunks of learning content. Each chunk lists its items on the course’s learning page, which shows every change at once."
    >
      <LearningEditor />
    </PortalPage>
  );
}
