import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';

// Public pages share the banner, main nav, mobile menu and footer; they read no session on the
// server, so they stay static and the identity-dependent links fill in on the client.
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
