import type { Metadata } from 'next';
import { StudentsAdmin } from '@/components/admin/students/students-admin';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Students' };

/**
 * SPEC §2.5 Students. The list is read in the browser from GET /api/users, as the spec describes:
 * a 401 while loading logs the admin out, any other failure shows its message and a retry.
 */
export default async function AdminStudentsPage() {
  await requireRole('admin');
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Admin Panel</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Students
      </h1>
      <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
        Everyone registered as a student: verification and payment at a glance. Register a student yourself, correct
        their name or e-mail, set a new password, or remove them with everything that is theirs.
      </p>
      <div className="mt-8">
        <StudentsAdmin />
      </div>
    </section>
  );
}
