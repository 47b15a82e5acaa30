import type { Metadata } from 'next';
import { PortalPage } from '@/components/layout/portal-page';
import { NoticeListView } from '@/components/notices/notice-list';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Notices' };

/** /student/notices (docs/product.md#notices): what the academy told the learner, read in the browser. */
export default async function NoticesPage() {
  await requireRole('student');
  return (
    <PortalPage eyebrow="Student Portal" title="Notices" intro="Certificates issued or revoked, bug-hunt credits and payments. Each is also sent to your e-mail.">
      <NoticeListView />
    </PortalPage>
  );
}
