import type { NextStep } from '@/lib/my-learning/types';
import { buttonClasses } from '@/components/ui/button-styles';

/** Continue: the course's next unfinished step (docs/product.md#my-learning). A real link, so it opens in a new tab too. */
export function ContinueLink({ step, courseName }: { step: NextStep; courseName: string }) {
  return (
    <a
      href={step.href}
      aria-label={`Continue: ${step.label}, in ${courseName}`}
      data-test="learning-continue"
      data-step={step.kind}
      className={`${buttonClasses('primary', 'md')} w-full sm:w-auto`}
    >
      Continue: {step.label}
    </a>
  );
}
