'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { HOLD_MS, MOUSE_ACTION_WIDGET_MSG } from '@/lib/practice/exercises/mouse-action/widgets';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';

// Click-and-hold (docs/practice/mouse-action.md#click-and-hold): held for HOLD_MS the button confirms; let go
// earlier and it says so. Pointer events cover the mouse, touch and pens; Space or Enter held down does the
// same from the keyboard. The bar shows how much of the time has passed.

/** MOU-06: in bug mode the button confirms after this long instead of HOLD_MS. */
const BUG_HOLD_MS = 300;

type Phase = 'idle' | 'holding' | 'confirmed' | 'early';

const PHASE_TEXT: Record<Phase, string> = {
  idle: MOUSE_ACTION_WIDGET_MSG.holdIdle,
  holding: MOUSE_ACTION_WIDGET_MSG.holding,
  confirmed: MOUSE_ACTION_WIDGET_MSG.holdConfirmed,
  early: MOUSE_ACTION_WIDGET_MSG.holdEarly,
};

export function HoldButton() {
  const confirmsEarly = usePlanted('hold-button');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const frame = useRef<number | null>(null);
  const holding = useRef(false);

  function stopClock() {
    if (timer.current !== null) clearTimeout(timer.current);
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    timer.current = null;
    frame.current = null;
  }

  useEffect(() => stopClock, []);

  function start() {
    if (holding.current) return;
    holding.current = true;
    stopClock();
    setPhase('holding');
    setProgress(0);
    const startedAt = performance.now();
    const tick = () => {
      setProgress(Math.min(100, Math.floor(((performance.now() - startedAt) / HOLD_MS) * 100)));
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    timer.current = setTimeout(
      () => {
        holding.current = false;
        stopClock();
        setProgress(100);
        setPhase('confirmed');
        // MOU-06's evidence for the bug hunt (docs/architecture.md#bug-hunt): confirmed before HOLD_MS.
        if (confirmsEarly) noteDefectEvidence('mouse-action', 'hold-button');
      },
      confirmsEarly ? BUG_HOLD_MS : HOLD_MS,
    );
  }

  function release() {
    if (!holding.current) return;
    holding.current = false;
    stopClock();
    setProgress(0);
    setPhase('early');
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Keep receiving the pointer's events even if it slides off the button before letting go.
    event.currentTarget.setPointerCapture(event.pointerId);
    start();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.repeat) start();
  }

  function onKeyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    release();
  }

  return (
    <div>
      <button
        type="button"
        onPointerDown={onPointerDown}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={release}
        // A long press on a touch screen would open the browser's own menu.
        onContextMenu={(event) => event.preventDefault()}
        className={`w-full cursor-pointer touch-none select-none rounded-xl px-4 py-3 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${phase === 'confirmed' ? 'bg-green-700' : 'bg-brand-600 hover:bg-brand-700'}`}
        data-test="hold-button"
      >
        Hold to confirm
      </button>
      <div
        role="progressbar"
        aria-label="Hold progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
        data-test="hold-progress"
      >
        <div className="h-full bg-brand-600" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-3 text-sm text-slate-700" role="status" data-test="hold-status">
        {PHASE_TEXT[phase]}
      </p>
    </div>
  );
}
