'use client';

import { useId, useState } from 'react';
import { SLIDER } from '@/lib/practice/exercises/mouse-action/widgets';
import { useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { useInteractive } from '@/components/ui/use-interactive';

// Range slider (docs/practice/mouse-action.md#range-slider): a native <input type="range">, so the mouse, touch,
// the arrow keys, Home/End and Playwright's fill() all move it; the output beside it shows its value.

export function RangeSlider() {
  const outputStepBehind = usePlanted('slider-output');
  const id = useId();
  const [value, setValue] = useState<number>(SLIDER.start);
  // Disabled until React handles it: a value set before hydration moved the native slider while React still held 50,
  // which it then wrote back (the one-at-a-time spec's fill went back to 50); a fill() now waits for it instead.
  const interactive = useInteractive();
  // MOU-07: in bug mode the output shows one step less than the slider's value.
  const shown = outputStepBehind ? value - SLIDER.step : value;
  // MOU-07's evidence for the bug hunt (docs/architecture.md#bug-hunt): the output is off from the start.
  useDefectEvidence('mouse-action', 'slider-output', outputStepBehind);

  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-semibold text-ink">
          Volume
        </label>
        <output htmlFor={id} className="rounded-lg bg-slate-100 px-2.5 py-1 font-mono text-ink" data-test="slider-value">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={SLIDER.min}
        max={SLIDER.max}
        step={SLIDER.step}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
        disabled={!interactive}
        className="mt-3 h-8 w-full cursor-pointer accent-brand-600"
        data-test="slider"
      />
      <p className="mt-1 flex justify-between text-xs text-slate-600" data-test="slider-bounds">
        <span>Min {SLIDER.min}</span>
        <span>Step {SLIDER.step}</span>
        <span>Max {SLIDER.max}</span>
      </p>
    </div>
  );
}
