'use client';

import { useState, type MouseEvent } from 'react';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';

// Double-click (docs/practice/mouse-action.md#double-click): each double-click counts one; a single click
// counts nothing. Keyboard users press Enter or Space on the button instead, which counts one too: a click
// the keyboard makes has event.detail 0, a pointer's click 1 or more.

export function timesText(count: number): string {
  return `Double-clicked ${count} ${count === 1 ? 'time' : 'times'}`;
}

export function DoubleClickBox() {
  const singleClicksCount = usePlanted('double-click');
  const [count, setCount] = useState(0);

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // MOU-04: in bug mode a single pointer click counts as well.
    if (event.detail === 0 || singleClicksCount) setCount((n) => n + 1);
    // MOU-04's evidence for the bug hunt (docs/architecture.md#bug-hunt): a pointer's click counted.
    if (singleClicksCount && event.detail > 0) noteDefectEvidence('mouse-action', 'double-click');
  }

  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        onDoubleClick={() => setCount((n) => n + 1)}
        className={`grid min-h-24 w-full cursor-pointer select-none place-items-center rounded-xl border-2 border-dashed px-4 text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${count > 0 ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-300 bg-slate-50 text-slate-800'}`}
        data-test="dblclick-target"
      >
        Double-click me
      </button>
      <p className="mt-3 text-sm text-slate-700" role="status" data-test="dblclick-count">
        {timesText(count)}
      </p>
    </div>
  );
}
