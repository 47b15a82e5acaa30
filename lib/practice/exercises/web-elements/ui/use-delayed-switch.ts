'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A boolean that changes only after a fixed delay, with a pending flag in between: the shape of the
 * dynamic controls (docs/practice/web-elements.md#dynamic-controls). A second press while pending is
 * ignored, and an unmounted card (reset, bug-mode change) cancels its timer.
 */
export function useDelayedSwitch(initial: boolean) {
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  function flip(delayMs: number, done: (next: boolean) => void) {
    if (pending) return;
    const next = !value;
    setPending(true);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setValue(next);
      setPending(false);
      done(next);
    }, delayMs);
  }

  return { value, pending, flip };
}
