'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Counts down whole seconds from `seconds`, starting on mount; `restart()` starts again from the top.
 * The remaining time is worked out from a deadline, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): { remaining: number; running: boolean; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, round]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setRound((r) => r + 1);
  }, [seconds]);

  return { remaining, running: remaining > 0, restart };
}
