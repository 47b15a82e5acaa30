'use client';

import { createContext, useContext, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a part of the page still waits for what its controls act on (an exercise page before the learner's
 * practice session has arrived: components/practice/practice-session.tsx); true everywhere else.
 */
export const InteractiveGate = createContext(true);

/**
 * False in the server HTML and during hydration (and while an InteractiveGate above is shut), true once React handles
 * the page's events. Controls that only work through React are disabled until then, so a click that comes too early (a
 * learner's automated test right after navigation) waits for the control instead of being lost.
 */
export function useInteractive(): boolean {
  const open = useContext(InteractiveGate);
  return useHydrated() && open;
}

/** False in the server HTML and during hydration, true after: for a control that works whatever a gate waits for. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
