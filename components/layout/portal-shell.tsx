import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import { LogoutButton } from './logout-button';
import { portalLinksFor, portalTitleFor, type PortalRole } from './portal-links';
import { portalItemClass } from './nav-styles';
import { PortalNavLink } from './portal-nav-link';
import { PortalSidebarFrame } from './portal-sidebar-frame';

interface PortalShellProps {
  role: PortalRole;
  children: ReactNode;
}

/**
 * Frame for the student portal and the admin panel (docs/product.md#site-layout): sidebar navigation with Logout,
 * titled by role. It renders no data and checks no access; the layouts call the guards first.
 */
export function PortalShell({ role, children }: PortalShellProps) {
  const title = portalTitleFor(role);
  const titleId = `${role}-portal-title`;

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <SkipLink />
      <PortalSidebarFrame title={title} titleId={titleId}>
        <nav aria-labelledby={titleId}>
          <ul className="space-y-1">
            {portalLinksFor(role).map((link) => (
              <li key={link.href}>
                <PortalNavLink link={link} />
              </li>
            ))}
            <li className="mt-3 border-t border-white/10 pt-3">
              <LogoutButton className={`${portalItemClass} cursor-pointer disabled:cursor-wait disabled:opacity-70`} />
            </li>
          </ul>
        </nav>
      </PortalSidebarFrame>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
