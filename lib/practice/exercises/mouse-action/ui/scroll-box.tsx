'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SCROLL_ROWS, SEEN_THRESHOLD, MOUSE_ACTION_WIDGET_MSG } from '@/lib/practice/exercises/mouse-action/widgets';

// Scroll into view (docs/practice/mouse-action.md#scroll-into-view): the target sits below SCROLL_ROWS rows
// of a scrollable box. It records "Seen" once at least half of it is on screen (an IntersectionObserver on
// the viewport, so the box and the page must both show it); its button has to be scrolled to as well.

const ROWS = Array.from({ length: SCROLL_ROWS }, (_, i) => `Log entry ${i + 1}: nothing to see here, keep scrolling.`);

export function ScrollBox() {
  const target = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const [marked, setMarked] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_THRESHOLD)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: SEEN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div>
      <p className="text-sm text-slate-700" role="status">
        Target: <span className="font-semibold text-ink" data-test="scroll-seen">{seen ? MOUSE_ACTION_WIDGET_MSG.seen : MOUSE_ACTION_WIDGET_MSG.notSeen}</span>
        {marked ? (
          <>
            {' · '}
            <span className="font-semibold text-ink" data-test="scroll-result">
              {MOUSE_ACTION_WIDGET_MSG.markedRead}
            </span>
          </>
        ) : null}
      </p>
      <div
        role="region"
        aria-label="Scrollable log"
        tabIndex={0}
        className="mt-3 h-64 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-test="scroll-box"
      >
        <ol className="space-y-2 text-sm text-slate-600">
          {ROWS.map((row) => (
            <li key={row} className="rounded-lg bg-white px-3 py-2">
              {row}
            </li>
          ))}
        </ol>
        <div ref={target} className="mt-3 rounded-xl border-2 border-brand-500 bg-white p-4" data-test="scroll-target">
          <p className="font-semibold text-ink">You reached the bottom of the log.</p>
          <Button size="sm" className="mt-2" onClick={() => setMarked(true)} data-test="scroll-target-button">
            Mark as read
          </Button>
        </div>
      </div>
    </div>
  );
}
