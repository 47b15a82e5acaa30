'use client';

import type { MouseEvent, ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { MenuIcon } from './menu-icon';
import { useMenuToggle } from './use-menu-toggle';

interface PortalSidebarFrameProps {
  title: string;
  titleId: string;
  /** The server-rendered navigation list. */
  children: ReactNode;
}

/**
 * The portal sidebar's responsive frame: a full-height column from md up, a top bar with a menu
 * toggle below that. The entries themselves stay server-rendered and are passed in as children.
 */
export function PortalSidebarFrame({ title, titleId, children }: PortalSidebarFrameProps) {
  const { open, close, closeOnEscape, panelId, toggleProps } = useMenuToggle();

  function closeAfterLinkClick(event: MouseEvent) {
    if ((event.target as HTMLElement).closest('a')) close();
  }

  // A <header> (the portal's banner landmark), so the portal title and the navigation sit in a landmark.
  return (
    <header
      onKeyDown={closeOnEscape}
      className="sticky top-0 z-30 bg-brand-900 text-white shadow-md md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col md:shadow-none"
    >
      <div className="flex h-16 items-center justify-between gap-3 px-4 md:h-auto md:flex-col md:items-start md:gap-5 md:px-5 md:pb-4 md:pt-6">
        <div className="hidden md:block">
          <BrandLink tone="dark" />
        </div>
        <p id={titleId} className="text-base font-semibold text-white md:text-xs md:uppercase md:tracking-wider md:text-brand-200">
          {title}
        </p>
        <button {...toggleProps} className="grid size-11 cursor-pointer place-items-center rounded-lg text-white hover:bg-white/10 md:hidden">
          <MenuIcon open={open} />
        </button>
      </div>
      {/* Class toggling, not the hidden attribute: from md up the list always shows. */}
      <div
        id={panelId}
        onClick={closeAfterLinkClick}
        className={`${open ? 'block' : 'hidden'} max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 px-3 pb-4 pt-2 md:block md:max-h-none md:flex-1 md:border-t-0`}
      >
        {children}
      </div>
    </header>
  );
}
