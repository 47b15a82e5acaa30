import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const metadata: Metadata = { title: 'Learning Topic' };

// The course id is not read yet: topics come from the learning release, so every id shows the same note.
export default function LearningTopicPage() {
  return (
    <PagePlaceholder
      eyebrow="Resources"
      title="Learning Topic"
      note="Each course's topic, with its sections opening one at a time, arrives with the learning release."
    >
      <ButtonLink href="/learning" variant="secondary">
        ← Back to Learning
      </ButtonLink>
    </PagePlaceholder>
  );
}
