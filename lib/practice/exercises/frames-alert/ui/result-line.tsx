import type { ReactNode } from 'react';

/** The line where a part shows its outcome; a polite live region, so screen readers hear each change. */
export function ResultLine({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium break-words text-ink" data-test={testId}>
      {children}
    </p>
  );
}
