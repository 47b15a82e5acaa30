import type { Metadata } from 'next';
import { connection } from 'next/server';
import { DefectChart } from '@/components/admin/bug-hunt/defect-chart';
import { ReportFilters } from '@/components/admin/bug-hunt/report-filters';
import { ReportPages } from '@/components/admin/bug-hunt/report-pages';
import { TrainerReportTable } from '@/components/admin/bug-hunt/trainer-report-table';
import { TrustTable } from '@/components/admin/bug-hunt/trust-table';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';
import { trainerFilterOf } from '@/lib/practice/bug-hunt/trainer-filter';
import { defectStats, huntingLearners } from '@/lib/practice/bug-hunt/trainer-stats';
import { trainerReports } from '@/lib/practice/bug-hunt/trainer-reports';
import { learnerTrust } from '@/lib/practice/bug-hunt/trainer-trust';
import { EXERCISES, HOSTED_EXERCISES, isHostedExercise } from '@/lib/practice/registry';
import { defectsOf } from '@/lib/practice/server-registry';

export const metadata: Metadata = { title: 'Bug Hunt' };

/**
 * The trainer's view of the bug hunt (docs/product.md#admin-bug-hunt): every planted defect by exercise, named by what is
 * wrong and its kind, the trust view
 * per learner (with Withdraw credit), then the learners' reports, filtered and paged on the server, each with Change verdict.
 */
export default async function AdminBugHuntPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireRole('admin');
  await connection();
  const filter = trainerFilterOf(await searchParams);
  const [stats, hunters, page, trust] = await Promise.all([defectStats(), huntingLearners(), trainerReports(filter), learnerTrust()]);
  const exercises = HOSTED_EXERCISES.map((id) => ({ id, name: EXERCISES[id].name }));
  const defectsFor = (exercise: string) => (isHostedExercise(exercise) ? defectsOf(exercise).map(({ id, summary }) => ({ id, summary })) : []);
  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Bug Hunt"
      width="full"
      intro="Every planted defect of the practice lab, by exercise and named by what is wrong: how many learners found it, how long they took, and how many needed a hint. Below, the reports the learners filed, with the verdict the server gave; change one with a note the learner sees."
    >
      <DefectChart stats={stats} hunters={hunters} exercises={exercises} />
      <TrustTable learners={trust} />
      <section aria-labelledby="reports-title" id="reports" className="mt-10 space-y-4">
        <h2 id="reports-title" className="text-xl font-semibold text-ink">
          Reports <span className="text-base font-normal text-slate-600" data-test="trainer-reports-total">({page.total})</span>
        </h2>
        <ReportFilters filter={filter} exercises={exercises} />
        <TrainerReportTable reports={page.reports} defectsOf={defectsFor} />
        <ReportPages filter={filter} page={page.page} pages={page.pages} />
      </section>
    </PortalPage>
  );
}
