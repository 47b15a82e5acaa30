'use client';

import { useSyncExternalStore } from 'react';

// docs/product.md#site-layout: the button shows once the page has scrolled more than 200 px.
const SHOW_AFTER_PX = 200;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

// A boolean snapshot: the component re-renders only when the threshold is crossed, not on every scroll.
const isPastThreshold = () => window.scrollY > SHOW_AFTER_PX;
const hiddenOnServer = () => false;

interface BackToTopProps {
  /** Element that receives focus at the top, so keyboard users are not left on a vanished button. */
  focusTargetId: string;
}

export function BackToTop({ focusTargetId }: BackToTopProps) {
  const visible = useSyncExternalStore(subscribe, isPastThreshold, hiddenOnServer);
  if (!visible) return null;

  function scrollToTop() {
    // Smooth only here, where the visitor asked for the scroll: the page itself never animates scrolling,
    // so WebDriver's scroll-then-click lands where the element is (docs/product.md#site-layout).
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={scrollToTop}
      className="fixed bottom-5 right-5 z-40 grid size-12 cursor-pointer place-items-center rounded-full bg-brand-600 text-white shadow-lg ring-1 ring-white/30 transition hover:-translate-y-0.5 hover:bg-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} className="size-5">
        <path strokeLinecap="round" strokeLinejoin="round" d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
