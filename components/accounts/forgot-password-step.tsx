import type { ReactNode } from 'react';
import type { Notice } from '@/components/ui/notice-banner';

/** What the flow hands every step of the forgot-password form. */
export interface ForgotStepProps {
  /** Focus the step's field when it opens (the flow says when). */
  focusOnMount: boolean;
  /** The flow's banner, above the step: the step's useFormSubmit reports its replies there. */
  onNotice: (notice: Notice | null) => void;
}

/** A step's heading and the sentence under it. */
export function StepIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </div>
  );
}
