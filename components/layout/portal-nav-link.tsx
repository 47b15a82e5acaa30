'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { UnreadNoticeCount } from '@/components/notices/unread-count';
import { portalItemClass } from './nav-styles';
import { isCurrentPortalLink, type PortalLink } from './portal-links';

/** A sidebar entry; the only client part is knowing which page is open (aria-current). */
export function PortalNavLink({ link }: { link: PortalLink }) {
  const pathname = usePathname();
  const current = isCurrentPortalLink(pathname, link);
  return (
    <Link
      href={link.href}
      aria-current={current ? 'page' : undefined}
      className={portalItemClass}
    >
      {link.label}
      {link.unreadNotices ? <UnreadNoticeCount /> : null}
    </Link>
  );
}
