'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';

/** Goes to `path` after `delayMs`, so a success message can be read first; cancelled on unmount. */
export function useDelayedRedirect(): (path: string, delayMs: number) => void {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (path: string, delayMs: number) => {
      router.prefetch(path);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => router.push(path), delayMs);
    },
    [router],
  );
}
