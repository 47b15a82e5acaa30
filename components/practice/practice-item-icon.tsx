import { EXERCISES, isHostedExercise } from '@/lib/practice/registry';
import type { IconShape } from '@/lib/practice/exercise-descriptor';

// One picture per practice item on the practice cards (issue 41: every card had the shopping cart). Each exercise's
// descriptor draws its own (docs/architecture.md#practice-lab: an exercise is named only where it lives), in line
// strokes on a 20×20 grid, so a new exercise cannot be listed without one.

function Shape({ shape }: { shape: IconShape }) {
  if ('path' in shape) return <path d={shape.path} />;
  if ('rect' in shape) return <rect {...shape.rect} />;
  return <circle {...shape.circle} />;
}

/** The practice item's icon (decorative: the card's title names it). */
export function PracticeItemIcon({ id }: { id: string }) {
  const shapes = isHostedExercise(id) ? EXERCISES[id].icon : null;
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
      aria-hidden="true"
      data-test="practice-item-icon"
      data-icon={shapes ? id : 'none'}
    >
      {shapes?.map((shape, index) => <Shape key={index} shape={shape} />)}
    </svg>
  );
}
