import type { Metadata } from 'next';
import { NestedChild } from '@/components/practice/frames-alert/nested-child';
import { frameLearnerBugMode } from '@/lib/practice/frames-alert/frame-session';

export const metadata: Metadata = { title: 'Right frame' };

// The right inner frame of "Nested frames", inside the outer frame.
export default async function RightFramePage() {
  const bugMode = await frameLearnerBugMode();
  return (
    <main aria-labelledby="right-frame-title" className="space-y-2" data-test="right-frame-page">
      <h1 id="right-frame-title" className="text-lg font-bold text-ink" data-test="right-frame-heading">
        Right frame
      </h1>
      <NestedChild side="right" bugMode={bugMode} />
    </main>
  );
}
