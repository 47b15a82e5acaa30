'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React handles the page's events. Controls
 * that only work through React are disabled until then, so a click that comes too early (a learner's
 * automated test right after navigation) waits for the control instead of being lost.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
