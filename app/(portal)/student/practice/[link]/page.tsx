import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Practice Exercise' };

// The link segment is not read yet: hosted exercises come with the practice release, so every
// link shows the same note. /student/practice/shopping has its own page and never lands here.
export default async function StudentPracticeExercisePage() {
  await requireRole('student');
  return (
    <PagePlaceholder
      eyebrow="Student Portal"
      title="Practice Exercise"
      note="Practice exercises hosted here arrive with the practice release."
    >
      <ButtonLink href="/student/practice" variant="secondary">
        ← Back to Practice
      </ButtonLink>
    </PagePlaceholder>
  );
}
