import type { Metadata } from 'next';
import { ScheduleManager } from '@/components/admin/schedule/schedule-manager';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Course Schedule' };

// The table is read in the browser, so the page can show SPEC §2.5's loading line and reload after each change.
export default async function AdminCourseSchedulePage() {
  await requireRole('admin');
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Admin Panel</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Course Schedule
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The batches students can join. Changes show on the home page&apos;s Course Schedule table at once.
      </p>
      <div className="mt-8">
        <ScheduleManager />
      </div>
    </section>
  );
}
