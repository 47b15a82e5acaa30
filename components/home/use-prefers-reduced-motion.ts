'use client';
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const readPreference = () => window.matchMedia(QUERY).matches;
// The server cannot know; the real value replaces this right after hydration, before Swiper loads.
const serverPreference = () => false;

/** Whether the user asked the system for less motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, serverPreference);
}
