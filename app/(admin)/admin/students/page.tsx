import type { Metadata } from 'next';
import { studentFilterOf } from '@/components/admin/students/student-filter';
import { StudentsAdmin } from '@/components/admin/students/students-admin';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Students' };

/**
 * Students (docs/product.md#admin-students). The list is read in the browser from GET /api/users, as the spec describes:
 * a 401 while loading logs the admin out, any other failure shows its message and a retry. ?verified=yes and ?paid=yes
 * keep only those students (the dashboard's tiles open them); each name opens the learner's progress timeline.
 */
export default async function AdminStudentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireRole('admin');
  const filter = studentFilterOf(await searchParams);
  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Students"
      width="full"
      intro="Everyone registered as a student: verification and payment at a glance. Register a student yourself, correct their name or e-mail, set a new password, or remove them with everything that is theirs."
    >
      <StudentsAdmin filter={filter} />
    </PortalPage>
  );
}
