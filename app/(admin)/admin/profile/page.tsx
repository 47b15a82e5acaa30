import type { Metadata } from 'next';
import { DetailList } from '@/components/ui/detail-list';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Admin Profile' };

export default async function AdminProfilePage() {
  const { identity } = await requireRole('admin');
  return (
    <PagePlaceholder
      eyebrow="Admin Panel"
      title="Profile"
      note="Editing your username and e-mail, and changing your password, arrive with the accounts release."
    >
      <DetailList
        title="Signed in as"
        details={[
          { label: 'Username', value: identity.username },
          { label: 'E-mail', value: identity.email },
          { label: 'Role', value: 'Admin' },
        ]}
      />
    </PagePlaceholder>
  );
}
