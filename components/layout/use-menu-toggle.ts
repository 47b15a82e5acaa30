'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The open/closed state of a small-screen menu and the props of its toggle button. The menu stays open
 * only on the page it was opened on, so any navigation (a link, the back button) folds it away;
 * Escape closes it and gives the focus back to the toggle.
 */
export function useMenuToggle() {
  const pathname = usePathname();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggleRef.current?.focus();
  }

  const toggleProps = {
    ref: toggleRef,
    type: 'button' as const,
    'aria-label': open ? 'Close menu' : 'Open menu',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpenOn(open ? null : pathname),
  };

  return { open, close, closeOnEscape, panelId, pathname, toggleProps };
}
