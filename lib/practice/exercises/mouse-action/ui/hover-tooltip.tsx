'use client';

import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { TOOLTIP_TEXT } from '@/lib/practice/exercises/mouse-action/widgets';
import { useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';

// Tooltip (docs/practice/mouse-action.md#hover): shows while the pointer is over the button or the tooltip
// itself, and while the button has keyboard focus; Escape hides it (WCAG 1.4.13). The button names the
// tooltip as its accessible description, so a screen reader reads it too.

export function HoverTooltip() {
  const tooltipUnlinked = usePlanted('tooltip');
  const tipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = (hovered || focused) && !dismissed;
  // MOU-05's evidence for the bug hunt (docs/architecture.md#bug-hunt): a tooltip shown that describes nothing.
  useDefectEvidence('mouse-action', 'tooltip', tooltipUnlinked && shown);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  // Hover or focus that starts again shows the tooltip again after an Escape.
  const enter = (set: (on: boolean) => void) => () => {
    setDismissed(false);
    set(true);
  };

  return (
    <div>
      <span className="relative inline-block" onMouseEnter={enter(setHovered)} onMouseLeave={() => setHovered(false)} data-test="tooltip-wrapper">
        <button
          type="button"
          className={buttonClasses('secondary')}
          // MOU-05: in bug mode the tooltip is not the button's description.
          aria-describedby={tooltipUnlinked ? undefined : tipId}
          onFocus={enter(setFocused)}
          onBlur={() => setFocused(false)}
          onClick={() => setSaved(true)}
          data-test="tooltip-trigger"
        >
          Save draft
        </button>
        <span
          role="tooltip"
          id={tipId}
          hidden={!shown}
          // The padding bridges the gap to the button, so the pointer can move onto the tooltip.
          className="absolute bottom-full left-0 z-20 w-60 pb-2"
          data-test="tooltip"
        >
          <span className="block rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg">{TOOLTIP_TEXT}</span>
        </span>
      </span>
      <p className="mt-3 text-sm text-slate-700" role="status" data-test="tooltip-result">
        {saved ? 'Draft saved.' : 'Not saved yet'}
      </p>
    </div>
  );
}
