import type { Metadata } from 'next';
import { connection } from 'next/server';
import { KeyFiguresGrid } from '@/components/admin/dashboard/key-figures';
import { WeeklyChart } from '@/components/admin/dashboard/weekly-chart';
import { PortalPage } from '@/components/layout/portal-page';
import { readKeyFigures, readWeeklyActivity } from '@/lib/admin/dashboard';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Dashboard' };

/** The admin home: key figures and the weekly chart, read from the database on every view. */
export default async function AdminDashboardPage() {
  await requireRole('admin');
  await connection();
  const [figures, weekly] = await Promise.all([readKeyFigures(), readWeeklyActivity(12)]);
  return (
    <PortalPage eyebrow="Admin Panel" title="Dashboard">
      <KeyFiguresGrid figures={figures} />
      <div className="mt-6">
        <WeeklyChart data={weekly} />
      </div>
    </PortalPage>
  );
}
