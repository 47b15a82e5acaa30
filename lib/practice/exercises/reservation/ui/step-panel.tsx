'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface StepPanelProps {
  id: string;
  title: string;
  /** Move the focus to the title when the step opens (not on the page's first render). */
  focusOnOpen: boolean;
  /** The Back button's action; no Back button on the first step and the confirmation. */
  onBack?: () => void;
  children: ReactNode;
}

/**
 * One step of the flow. Its title takes the focus when the step opens, so keyboard and screen-reader users
 * land at the start of the new content instead of on a button that has gone.
 */
export function StepPanel({ id, title, focusOnOpen, onBack, children }: StepPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus();
    // Only when the step opens: the panel is keyed by step, so it mounts once per step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-labelledby={`${id}-title`} data-test={`${id}-step`} className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
          {title}
        </h3>
        {onBack ? (
          <Button variant="secondary" size="sm" onClick={onBack} data-test="step-back">
            ← Back
          </Button>
        ) : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
