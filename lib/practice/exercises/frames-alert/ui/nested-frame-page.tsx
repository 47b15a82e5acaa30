import { frameLearnerPlanted } from '@/lib/practice/exercises/frames-alert/server/frame-session';
import { NestedChild, type NestedSide } from './nested-child';

const TITLES: Record<NestedSide, string> = { left: 'Left frame', right: 'Right frame' };

/** The page of one inner frame of "Nested frames" (it sits inside the outer frame): a heading, a button, a count. */
export async function NestedFramePage({ side }: { side: NestedSide }) {
  const planted = await frameLearnerPlanted();
  return (
    <main aria-labelledby={`${side}-frame-title`} className="space-y-2" data-test={`${side}-frame-page`}>
      <h1 id={`${side}-frame-title`} className="text-lg font-bold text-ink" data-test={`${side}-frame-heading`}>
        {TITLES[side]}
      </h1>
      <NestedChild side={side} planted={planted} />
    </main>
  );
}
