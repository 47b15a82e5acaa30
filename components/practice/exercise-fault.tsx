'use client';

import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { DocumentLink } from '@/components/ui/document-link';

interface ExerciseFaultProps {
  /** Next's reference for the error in the server log; shown so a learner can quote it to a trainer. */
  digest?: string;
  onRetry: () => void;
}

/**
 * What a learner sees in place of an exercise that failed (app/(portal)/student/practice/error.tsx): the
 * portal and its navigation stay, and the way back to the other exercises is one click. The error itself
 * stays in the server log.
 */
export function ExerciseFault({ digest, onRetry }: ExerciseFaultProps) {
  return (
    <section aria-labelledby="exercise-fault-title" role="alert" data-test="practice-lab-error" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 id="exercise-fault-title" className="text-2xl font-bold text-ink">
        This exercise could not be loaded
      </h1>
      <p className="mt-2 text-slate-700">
        Something went wrong on our side while loading it. Your other exercises are not affected: try again, or pick another one.
      </p>
      {digest ? (
        <p className="mt-3 text-sm text-slate-600" data-test="practice-lab-error-reference">
          Reference: <code>{digest}</code>
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onRetry} data-test="practice-lab-error-retry">
          Try again
        </Button>
        {/* A new document: whatever broke this exercise's client state stays behind. */}
        <DocumentLink href="/student/practice" className={buttonClasses('secondary', 'wide')} data-test="practice-lab-error-list">
          All exercises
        </DocumentLink>
      </div>
    </section>
  );
}
