import { useId } from 'react';

interface UploadProgressBarProps {
  /** Whole percent 0–100. */
  percent: number;
  label: string;
  testId: string;
}

/** A labelled progress bar with its percentage in figures (real upload progress of training videos and ads). */
export function UploadProgressBar({ percent, label, testId }: UploadProgressBarProps) {
  const labelId = useId();
  return (
    <div data-test={testId}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          {label}
        </span>
        <span data-test={`${testId}-percent`} className="font-semibold tabular-nums text-brand-700">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        {/* The width is the one value Tailwind cannot know ahead of time. */}
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
