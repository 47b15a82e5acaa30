'use client';

import { DocumentLink } from '@/components/ui/document-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useIdentity } from '@/components/auth/identity-store';
import { BrandLink } from './brand-link';
import { desktopNavItemClass } from './nav-styles';
import { ResourcesMenu } from './resources-menu';
import { contactLink, homeLink, isCurrentPath, paymentLink, type SiteLink } from './site-links';

interface MainNavProps {
  /** Controls that share the bar on small screens (the mobile menu toggle). */
  children?: ReactNode;
}

/**
 * The main navigation bar (docs/product.md#site-layout). It stays in view because the site header around it is
 * sticky; the desktop links show from md up, smaller screens use the mobile menu passed in.
 */
export function MainNav({ children }: MainNavProps) {
  const identity = useIdentity();
  const pathname = usePathname();

  const navLink = (link: SiteLink) => (
    <DocumentLink
      href={link.href}
      aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
      className={desktopNavItemClass}
    >
      {link.label}
    </DocumentLink>
  );

  return (
    <div className="relative border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>{navLink(homeLink)}</li>
            {/* docs/product.md#users-and-roles: the Payment link appears only for an identity with a userId. */}
            {identity?.userId ? <li>{navLink(paymentLink)}</li> : null}
            <li>
              <ResourcesMenu />
            </li>
            <li>{navLink(contactLink)}</li>
          </ul>
        </nav>
        {children}
      </div>
    </div>
  );
}
