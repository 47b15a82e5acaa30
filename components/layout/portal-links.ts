// Sidebar entries for the two portals (docs/product.md#site-layout). Plain data, so the server shell can pass it
// to the client links that highlight the current page.

export type PortalRole = 'admin' | 'student';

export interface PortalLink {
  href: string;
  label: string;
  /** Other paths that show the same screen, e.g. /admin is the admin profile too. */
  alsoCurrentOn?: readonly string[];
  /** Only this exact path counts (for entries whose path prefixes other entries). */
  exact?: boolean;
  /** Shows the learner's unread notices beside the label (read in the browser). */
  unreadNotices?: boolean;
}

const studentLinks: readonly PortalLink[] = [
  { href: '/', label: 'Home', exact: true },
  { href: '/student', label: 'Profile', exact: true, alsoCurrentOn: ['/student/student'] },
  { href: '/student/learning', label: 'My learning' },
  { href: '/student/practice', label: 'Practice' },
  { href: '/student/progress', label: 'Progress' },
  { href: '/student/reviews', label: 'Reviews' },
  { href: '/student/notices', label: 'Notices', unreadNotices: true },
];

const adminLinks: readonly PortalLink[] = [
  { href: '/', label: 'Home', exact: true },
  { href: '/admin', label: 'Dashboard', exact: true },
  { href: '/admin/profile', label: 'Profile' },
  { href: '/admin/students', label: 'Students' },
  { href: '/admin/progress', label: 'Learner Progress' },
  { href: '/admin/certificates', label: 'Certificates' },
  { href: '/admin/course-schedule', label: 'Course Schedule' },
  { href: '/admin/training-video', label: 'Training Video' },
  { href: '/admin/learning', label: 'My Learning' },
  { href: '/admin/ads', label: 'Advertisement' },
  { href: '/admin/bug-hunt', label: 'Bug Hunt' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/reviews', label: 'Reviews' },
];

export function portalLinksFor(role: PortalRole): readonly PortalLink[] {
  return role === 'admin' ? adminLinks : studentLinks;
}

export function portalTitleFor(role: PortalRole): string {
  return role === 'admin' ? 'Admin Panel' : 'Student Portal';
}

export function isCurrentPortalLink(pathname: string, link: PortalLink): boolean {
  if (pathname === link.href || link.alsoCurrentOn?.includes(pathname)) return true;
  return !link.exact && pathname.startsWith(`${link.href}/`);
}
