import type { Metadata } from 'next';
import { DetailList } from '@/components/ui/detail-list';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Profile' };

export default async function StudentProfilePage() {
  const { identity } = await requireRole('student');
  return (
    <PagePlaceholder
      eyebrow="Student Portal"
      title="Profile"
      note="Your photo, student ID, payment details and courses, with editing your profile, photo and password, arrive with the accounts release."
    >
      <DetailList
        title="Signed in as"
        details={[
          { label: 'Username', value: identity.username },
          { label: 'E-mail', value: identity.email },
        ]}
      />
    </PagePlaceholder>
  );
}
