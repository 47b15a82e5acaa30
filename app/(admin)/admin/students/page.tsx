import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Students' };

export default async function AdminStudentsPage() {
  await requireRole('admin');
  return (
    <PagePlaceholder
      eyebrow="Admin Panel"
      title="Students"
      note="The student list (photo, student ID, name, e-mail, phone, verification and payment status), registering new students, editing them and removing them arrive with the admin release."
    />
  );
}
