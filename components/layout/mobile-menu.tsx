'use client';

import { buttonClasses } from '@/components/ui/button-styles';
import { DocumentLink } from '@/components/ui/document-link';
import { useEffect, useId, useRef, useState } from 'react';
import { useIdentity } from '@/components/auth/identity-store';
import { ChevronIcon } from './chevron-icon';
import { LogoutButton } from './logout-button';
import { mobileNavItemClass } from './nav-styles';
import { MenuIcon } from './menu-icon';
import { useMenuToggle } from './use-menu-toggle';
import {
  accountLinkFor,
  contactLink,
  homeLink,
  isCurrentPath,
  loginLink,
  paymentLink,
  resourceLinks,
  searchLink,
  type SiteLink,
} from './site-links';

/**
 * The small-screen menu (docs/product.md#site-layout): the main nav items plus Search and the account links that the
 * desktop banner shows. It opens below the sticky bar and closes on Escape, outside taps and navigation.
 */
export function MobileMenu() {
  const identity = useIdentity();
  const { open, close, closeOnEscape, panelId, pathname, toggleProps } = useMenuToggle();
  const resourcesId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [resourcesOpen, setResourcesOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, close]);

  const menuLink = (link: SiteLink) => (
    <DocumentLink
      href={link.href}
      onClick={close}
      aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
      className={mobileNavItemClass}
    >
      {link.label}
    </DocumentLink>
  );

  return (
    <div ref={wrapperRef} className="md:hidden" onKeyDown={closeOnEscape}>
      <button
        {...toggleProps}
        className="grid size-11 cursor-pointer place-items-center rounded-lg text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700"
      >
        <MenuIcon open={open} />
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            <li>{menuLink(homeLink)}</li>
            {identity?.userId ? <li>{menuLink(paymentLink)}</li> : null}
            <li>
              <button
                type="button"
                aria-haspopup="true"
                aria-expanded={resourcesOpen}
                aria-controls={resourcesId}
                onClick={() => setResourcesOpen((value) => !value)}
                className={`${mobileNavItemClass} cursor-pointer justify-between`}
              >
                Resources
                <ChevronIcon open={resourcesOpen} />
              </button>
              <ul id={resourcesId} hidden={!resourcesOpen} className="ml-3 space-y-1 border-l-2 border-brand-100 pl-3">
                {resourceLinks.map((link) => (
                  <li key={link.href}>{menuLink(link)}</li>
                ))}
              </ul>
            </li>
            <li>{menuLink(contactLink)}</li>
            <li>{menuLink(searchLink)}</li>
          </ul>

          <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4">
            {identity ? (
              <>
                <li>{menuLink(accountLinkFor(identity.role))}</li>
                <li>
                  <LogoutButton
                    onStart={close}
                    className={`${mobileNavItemClass} cursor-pointer disabled:cursor-wait disabled:opacity-70`}
                  />
                </li>
              </>
            ) : (
              <>
                <li>
                  <DocumentLink
                    href={loginLink.href}
                    onClick={close}
                    className={`${buttonClasses('secondary', 'lg')} w-full`}
                  >
                    Login
                  </DocumentLink>
                </li>
                <li>
                  <DocumentLink
                    href="/register"
                    onClick={close}
                    className={`${buttonClasses('primary', 'lg')} w-full`}
                  >
                    Register
                  </DocumentLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
