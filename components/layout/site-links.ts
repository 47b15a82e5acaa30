// The public site's navigation in one place, so the desktop nav, the mobile menu and the footer
// cannot drift apart (docs/product.md#site-layout).

export interface SiteLink {
  href: string;
  label: string;
}

export const homeLink: SiteLink = { href: '/', label: 'Home' };
export const paymentLink: SiteLink = { href: '/payment', label: 'Payment' };
export const contactLink: SiteLink = { href: '/contact', label: 'Contact' };
export const searchLink: SiteLink = { href: '/search', label: 'Search' };
export const loginLink: SiteLink = { href: '/login', label: 'Login' };

/** Grouped under the "Resources" dropdown. */
export const resourceLinks: readonly SiteLink[] = [
  { href: '/practice', label: 'Practice' },
  { href: '/learning', label: 'Learning' },
];

/** Where a logged-in user's own area lives: admins get the dashboard, students their profile. */
export function accountLinkFor(role: 'admin' | 'student'): SiteLink {
  return role === 'admin' ? { href: '/admin', label: 'Dashboard' } : { href: '/student', label: 'Profile' };
}

/** Exact match for the root, otherwise the section and everything below it. */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/' || pathname === '/home';
  return pathname === href || pathname.startsWith(`${href}/`);
}
