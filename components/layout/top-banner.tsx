'use client';

import { DocumentLink } from '@/components/ui/document-link';
import { useIdentity } from '@/components/auth/identity-store';
import { LogoutButton } from './logout-button';
import { accountLinkFor, loginLink, searchLink, type SiteLink } from './site-links';

const linkClass =
  'rounded px-2 py-1 font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white';

/**
 * Desktop-only account bar above the main nav (docs/product.md#site-layout). Its height is fixed (h-10) because the
 * sticky site header slides up by exactly that much, leaving only the main nav in view.
 */
export function TopBanner() {
  const identity = useIdentity();
  // Logged in: the account's own area, Search, then Logout; a visitor: Login, Registration, Search.
  const links: SiteLink[] = identity
    ? [accountLinkFor(identity.role), searchLink]
    : [loginLink, { href: '/register', label: 'Registration' }, searchLink];

  return (
    <div className="hidden h-10 bg-brand-900 text-sm text-white md:block">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-6">
        <p className="truncate text-brand-100">
          Learn testing on real projects with a business analyst, a developer and a QA tester: 24/7 support.
        </p>
        <nav aria-label="Account" className="shrink-0">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <DocumentLink href={link.href} className={linkClass}>
                  {link.label}
                </DocumentLink>
              </li>
            ))}
            {identity ? (
              <li>
                <LogoutButton className={`${linkClass} cursor-pointer disabled:cursor-wait disabled:opacity-70`} />
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </div>
  );
}
