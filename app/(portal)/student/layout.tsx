import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PortalShell } from '@/components/layout/portal-shell';
import { requireRole } from '@/lib/auth/guards';

// Private screens: keep them out of search indexes.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// Students and admins may enter (docs/product.md#users-and-roles). The layout guards the portal; each page guards itself
// too, because a layout is not re-rendered on every client navigation between its pages.
export default async function StudentLayout({ children }: { children: ReactNode }) {
  await requireRole('student');
  return <PortalShell role="student">{children}</PortalShell>;
}
