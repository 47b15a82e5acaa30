import type { Metadata } from 'next';
import { NestedChild } from '@/components/practice/frames-alert/nested-child';
import { frameLearnerBugMode } from '@/lib/practice/frames-alert/frame-session';

export const metadata: Metadata = { title: 'Left frame' };

// The left inner frame of "Nested frames", inside the outer frame.
export default async function LeftFramePage() {
  const bugMode = await frameLearnerBugMode();
  return (
    <main aria-labelledby="left-frame-title" className="space-y-2" data-test="left-frame-page">
      <h1 id="left-frame-title" className="text-lg font-bold text-ink" data-test="left-frame-heading">
        Left frame
      </h1>
      <NestedChild side="left" bugMode={bugMode} />
    </main>
  );
}
