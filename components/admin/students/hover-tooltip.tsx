'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';

interface HoverTooltipProps {
  /** The tooltip's text; it is also the trigger's accessible description. */
  text: string;
  /** Accessible text of the trigger itself (what it is), shown to screen readers only. */
  label: string;
  /** What the trigger shows (aria-hidden: `label` says it in words). */
  children: ReactNode;
  testId?: string;
}

const GAP = 8;
// Half the tooltip's width (w-60) plus a margin: keeps it inside the viewport near the screen edges.
const HALF_WIDTH = 128;

type Place = { left: number; top: number; above: boolean };

/**
 * A tooltip shown while its trigger is hovered or focused (a tap focuses it on touch screens), and
 * hidden by Escape. It is fixed to the viewport, so the table's horizontal scroll box cannot clip it;
 * any scroll hides it rather than letting it drift away from its trigger.
 */
export function HoverTooltip({ text, label, children, testId }: HoverTooltipProps) {
  const tipId = useId();
  const [place, setPlace] = useState<Place | null>(null);

  useEffect(() => {
    if (!place) return;
    const hide = () => setPlace(null);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      window.removeEventListener('scroll', hide, { capture: true });
      window.removeEventListener('resize', hide);
    };
  }, [place]);

  function show(trigger: HTMLElement) {
    const rect = trigger.getBoundingClientRect();
    const center = rect.left + rect.width / 2;
    const left = Math.min(Math.max(center, HALF_WIDTH), window.innerWidth - HALF_WIDTH);
    // Below the trigger when there is no room above it (under the mobile top bar, for one).
    const above = rect.top > 96;
    setPlace({ left, top: above ? rect.top - GAP : rect.bottom + GAP, above });
  }

  return (
    <>
      <span
        tabIndex={0}
        aria-describedby={tipId}
        data-test={testId}
        onMouseEnter={(event) => show(event.currentTarget)}
        onMouseLeave={() => setPlace(null)}
        onFocus={(event) => show(event.currentTarget)}
        onBlur={() => setPlace(null)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setPlace(null);
        }}
        className="inline-flex cursor-help items-center rounded px-1 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <span aria-hidden="true">{children}</span>
        <span className="sr-only">{label}</span>
      </span>
      {/* A sibling, not a child: the trigger's own text stays just its label. */}
      <span
        id={tipId}
        role="tooltip"
        data-test={testId ? `${testId}-tooltip` : undefined}
        hidden={!place}
        style={place ? { left: place.left, top: place.top } : undefined}
        className={`pointer-events-none fixed z-50 w-60 -translate-x-1/2 rounded-lg bg-slate-900 px-3 py-2 text-left text-sm font-normal leading-snug whitespace-normal text-white shadow-lg ${
          place?.above ? '-translate-y-full' : ''
        }`}
      >
        {text}
      </span>
    </>
  );
}
