'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useInteractive } from '@/components/ui/use-interactive';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { useUnsealedPlanted } from '@/components/practice/use-unsealed-planted';
import type { SealedPlanted } from '@/lib/practice/defects/sealed-flags';
import { FRAMES_ALERT_SOURCE, postToOwnOrigin, readFramesAlertMessage } from './frame-message-protocol';

// One of the two innermost frames of the nested-frames part (docs/practice/frames-alert.md#nested-frames):
// a button and a counter. A learner's test has to enter the outer frame, then this one, to click it.

export type NestedSide = 'left' | 'right';

// Written out in full: each hook is listed on the task sheet.
const SIDES = {
  left: { label: 'Left', frame: 'left-frame', text: 'left-frame-text', button: 'left-frame-button', count: 'left-frame-count' },
  right: { label: 'Right', frame: 'right-frame', text: 'right-frame-text', button: 'right-frame-button', count: 'right-frame-count' },
} as const;

/** The sibling frame's window, found through the outer frame's document (same origin). */
function frameWindowOf(side: NestedSide): Window | null {
  const frame = window.parent.document.querySelector<HTMLIFrameElement>(`iframe[data-test="${SIDES[side].frame}"]`);
  return frame?.contentWindow ?? null;
}

export function NestedChild({ side, planted }: { side: NestedSide; planted: SealedPlanted }) {
  // The frame's flags, sealed in the page and read after hydration (docs/architecture.md#defects-one-at-a-time).
  const countsInLeft = useUnsealedPlanted(planted)?.['nested-counter'] === true;
  const [clicks, setClicks] = useState(0);
  const hooks = SIDES[side];
  // Disabled until hydrated, so an early click waits rather than being lost.
  const interactive = useInteractive();

  // A click in the other frame may be meant for this one (see below): it arrives as a message.
  useEffect(() => {
    function received(event: MessageEvent) {
      if (readFramesAlertMessage(event)?.kind === 'nested-click') setClicks((n) => n + 1);
    }
    window.addEventListener('message', received);
    return () => window.removeEventListener('message', received);
  }, []);

  function click() {
    // Planted defect FRA-07: when live, the right frame's button counts in the left frame.
    const target = countsInLeft && side === 'right' ? frameWindowOf('left') : null;
    if (target) {
      postToOwnOrigin(target, { source: FRAMES_ALERT_SOURCE, kind: 'nested-click' });
      // FRA-07's evidence for the bug hunt (docs/architecture.md#bug-hunt).
      noteDefectEvidence('frames-alert', 'nested-counter');
    }
    else setClicks((n) => n + 1);
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" data-test={hooks.text}>
        I am the {side} frame.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={click} disabled={!interactive} data-test={hooks.button}>
          Click the {side} button
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-semibold text-ink" data-test={hooks.count}>
          {hooks.label} clicks: {clicks}
        </p>
      </div>
    </div>
  );
}
