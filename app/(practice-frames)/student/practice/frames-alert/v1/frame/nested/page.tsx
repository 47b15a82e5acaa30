import type { Metadata } from 'next';
import { FRAME_PATHS } from '@/lib/practice/exercises/frames-alert/ui/paths';
import { frameLearnerPlanted } from '@/lib/practice/exercises/frames-alert/server/frame-session';

export const metadata: Metadata = { title: 'Outer frame' };

// The outer frame of "Nested frames": its own text, and a left and a right frame side by side (one under
// the other on a phone). The frames' names ("left", "right") are there for tests that find frames by name.
export default async function NestedOuterFramePage() {
  await frameLearnerPlanted();
  return (
    <main aria-labelledby="outer-frame-title" className="space-y-3" data-test="outer-frame-page">
      <h1 id="outer-frame-title" className="text-xl font-bold tracking-tight text-ink" data-test="outer-frame-heading">
        Outer frame
      </h1>
      <p className="text-sm text-slate-700" data-test="outer-frame-text">
        I am the outer frame. The buttons are in the two frames inside me.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <iframe src={FRAME_PATHS.left} name="left" title="Left frame" className="h-40 w-full rounded-lg border border-slate-200" data-test="left-frame" />
        <iframe src={FRAME_PATHS.right} name="right" title="Right frame" className="h-40 w-full rounded-lg border border-slate-200" data-test="right-frame" />
      </div>
    </main>
  );
}
