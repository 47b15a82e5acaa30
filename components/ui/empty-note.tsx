import type { ReactNode } from 'react';

interface EmptyNoteProps {
  testId?: string;
  /** `compact` for a note inside a smaller panel. */
  size?: 'regular' | 'compact';
  /** On a white section the note takes a slate fill, so its box still shows. */
  onWhite?: boolean;
  children: ReactNode;
}

/** What a list shows when it has nothing yet: a dashed box with one sentence. */
export function EmptyNote({ testId, size = 'regular', onWhite = false, children }: EmptyNoteProps) {
  const box = size === 'compact' ? 'rounded-xl p-6' : 'rounded-2xl p-8';
  return (
    <p data-test={testId} className={`${box} border border-dashed border-slate-300 ${onWhite ? 'bg-slate-50' : 'bg-white'} text-center text-slate-600`}>
      {children}
    </p>
  );
}
