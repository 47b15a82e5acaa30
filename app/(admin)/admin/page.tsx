import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AttentionList } from '@/components/admin/dashboard/attention-list';
import { DistributionChart } from '@/components/admin/dashboard/distribution-chart';
import { KeyFiguresGrid } from '@/components/admin/dashboard/key-figures';
import { LearningFiguresGrid } from '@/components/admin/dashboard/learning-figures';
import { LearningCharts } from '@/components/admin/dashboard/learning-charts';
import { WeeklyChart } from '@/components/admin/dashboard/weekly-chart';
import { PortalPage } from '@/components/layout/portal-page';
import { readAttention } from '@/lib/admin/attention';
import { readKeyFigures, readWeeklyActivity } from '@/lib/admin/dashboard';
import { readLearningFigures } from '@/lib/admin/learning-figures';
import { readWeeklyLearning } from '@/lib/admin/learning-weeks';
import { readProgressDistribution } from '@/lib/admin/progress-distribution';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Dashboard' };

const WEEKS = 12;

/**
 * The admin home (docs/product.md#admin-dashboard): what needs the trainer, how the class is learning (figures and
 * charts), then accounts and content. Read from the database on every view; every tile opens the list it counts.
 */
export default async function AdminDashboardPage() {
  await requireRole('admin');
  await connection();
  const now = new Date();
  const [attention, learning, learningWeeks, distribution, figures, weekly] = await Promise.all([
    readAttention(now),
    readLearningFigures(now),
    readWeeklyLearning(WEEKS, now),
    readProgressDistribution(),
    readKeyFigures(),
    readWeeklyActivity(WEEKS, now),
  ]);
  return (
    <PortalPage eyebrow="Admin Panel" title="Dashboard">
      <AttentionList items={attention} />
      <section aria-labelledby="learning-heading" className="mt-8">
        <h2 id="learning-heading" className="mb-3 text-xl font-semibold text-ink">
          Learning
        </h2>
        <LearningFiguresGrid figures={learning} />
        <div className="mt-6 grid gap-6">
          <LearningCharts weeks={learningWeeks} />
          <DistributionChart courses={distribution} />
        </div>
      </section>
      <section aria-labelledby="accounts-heading" className="mt-10">
        <h2 id="accounts-heading" className="mb-3 text-xl font-semibold text-ink">
          Accounts and content
        </h2>
        <KeyFiguresGrid figures={figures} />
        <div className="mt-6">
          <WeeklyChart data={weekly} />
        </div>
      </section>
    </PortalPage>
  );
}
