import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Practice' };

export default async function StudentPracticePage() {
  await requireRole('student');
  return (
    <PagePlaceholder
      eyebrow="Student Portal"
      title="Practice Now"
      note="The practice exercises, searchable by title or description, arrive with the practice release."
    />
  );
}
