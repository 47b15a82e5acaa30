import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const metadata: Metadata = { title: 'Learning' };

export default function LearningPage() {
  return (
    <PagePlaceholder
      eyebrow="Resources"
      title="Learning"
      note="Course details with links to each learning topic, and the training videos for enrolled students, arrive with the learning release."
    />
  );
}
