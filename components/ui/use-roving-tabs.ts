'use client';

import { useRef, type KeyboardEvent } from 'react';

// The keyboard of the WAI-ARIA tabs pattern, for a row of tab buttons: the arrow keys move to the next or previous tab
// (wrapping), Home and End to the first and last, and the tab moved to is chosen and focused. Shared by the exercise
// page's Exercise | Task sheet tabs and the task sheet's tool tabs.

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** `tabRef(index)` for each tab button's ref, and its `onKeyDown(event, index)`; `choose(index)` shows that tab. */
export function useRovingTabs(count: number, choose: (index: number) => void) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  return {
    tabRef: (index: number) => (element: HTMLButtonElement | null) => {
      tabs.current[index] = element;
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
      const step = KEY_STEP[event.key];
      if (!step) return;
      event.preventDefault();
      const next = step(index, count);
      choose(next);
      tabs.current[next]?.focus();
    },
  };
}
