import { FRAME_PATHS } from './paths';
import { SectionCard } from '@/components/practice/section-card';

// Part 2, nested frames (docs/practice/frames-alert.md#nested-frames): an outer frame that holds a left and
// a right frame. The buttons live in the innermost frames only.

export function NestedFramesSection() {
  return (
    <SectionCard
      headingId="nested-frames-title"
      size="compact"
      title="Nested frames"
      description="The outer frame holds two frames. Click the button inside each inner frame: its own counter goes up."
      testId="nested-frames-section"
    >
      <iframe
        src={FRAME_PATHS.nested}
        name="nested-frame"
        title="Nested frames: outer frame"
        className="h-[30rem] w-full rounded-xl border border-slate-200 bg-white"
        data-test="nested-frame"
      />
    </SectionCard>
  );
}
