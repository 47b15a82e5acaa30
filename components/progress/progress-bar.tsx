/** A labelled bar, 0–100: the number is also written out, so the bar never carries it alone. */
export function ProgressBar({ percent, label, testId }: { percent: number; label: string; testId?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-test={testId}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
      </div>
      <span className="w-12 text-right text-sm font-semibold tabular-nums text-ink">{value}%</span>
    </div>
  );
}
