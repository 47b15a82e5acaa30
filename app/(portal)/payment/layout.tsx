import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { requireUser } from '@/lib/auth/guards';

// Private screen: keep it out of search indexes.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// Payment looks like the public site but is for logged-in users only (docs/product.md#users-and-roles). The page guards
// itself as well, because a layout is not re-rendered on every client navigation.
export default async function PaymentLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return <SiteChrome>{children}</SiteChrome>;
}
