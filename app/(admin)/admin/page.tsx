import type { Metadata } from 'next';
import { connection } from 'next/server';
import { KeyFiguresGrid } from '@/components/admin/dashboard/key-figures';
import { WeeklyChart } from '@/components/admin/dashboard/weekly-chart';
import { readKeyFigures, readWeeklyActivity } from '@/lib/admin/dashboard';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Dashboard' };

/** The admin home: key figures and the weekly chart, read from the database on every view. */
export default async function AdminDashboardPage() {
  await requireRole('admin');
  await connection();
  const [figures, weekly] = await Promise.all([readKeyFigures(), readWeeklyActivity(12)]);
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Admin Panel</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Dashboard
      </h1>
      <div className="mt-6">
        <KeyFiguresGrid figures={figures} />
      </div>
      <div className="mt-6">
        <WeeklyChart data={weekly} />
      </div>
    </section>
  );
}
