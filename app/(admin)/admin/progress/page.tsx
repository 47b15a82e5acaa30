import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { LearnersTable } from '@/components/admin/progress/learners-table';
import { DefectKills } from '@/components/admin/progress/defect-kills';
import { TableFilters } from '@/components/admin/progress/table-filters';
import { tableHref } from '@/components/admin/progress/table-links';
import { PortalPage } from '@/components/layout/portal-page';
import { buttonClasses } from '@/components/ui/button-styles';
import { requireRole } from '@/lib/auth/guards';
import { classDefectKills } from '@/lib/practice/suite-score/class-kills';
import { classProgressTable } from '@/lib/progress/class-table';
import { queryParamsOf, trainerTableQuery, type TrainerTableQuery } from '@/lib/validation/trainer';

export const metadata: Metadata = { title: 'Learner Progress' };

interface ProgressPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const BASE = '/admin/progress';

/**
 * The class view (docs/product.md#trainers-view): every learner's progress in all courses or one, filtered by batch and
 * inactivity, sorted and paged on the server, with a CSV export of the same rows. Learners' names lead to their timelines.
 */
export default async function AdminProgressPage({ searchParams }: ProgressPageProps) {
  await requireRole('admin');
  await connection();
  const parsed = trainerTableQuery.safeParse(queryParamsOf(await searchParams));
  // A hand-edited address with a bad value shows the table as it starts, and says so.
  const query: TrainerTableQuery = parsed.success ? parsed.data : trainerTableQuery.parse({});
  const [table, kills] = await Promise.all([classProgressTable(query).catch(() => classProgressTable({ ...query, course: undefined })), classDefectKills()]);
  const current = { ...query, course: table.course?.courseId, page: table.page };
  const exportHref = tableHref('/api/trainer/progress/export', { ...current, page: 1 });
  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Learner Progress"
      width="full"
      intro="Every learner's progress, in all courses at once or in one: topics read, videos watched, exercises completed, defects found and challenges met. Filter by batch or by inactivity to find who is stuck; open a learner for their timeline."
    >
      {parsed.success ? null : (
        <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Some filters in the address were not understood; the table shows its defaults.
        </p>
      )}
      <TableFilters query={current} courses={table.courses} courseId={table.course?.courseId ?? null} batches={table.batches} scheduleBatches={table.scheduleBatches} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status" data-test="progress-count">
          {table.total === 1 ? '1 learner' : `${table.total} learners`}
          {table.course ? ` · ${table.course.courseName}` : ' · all courses'}
          {current.active ? ` · active within ${current.active} days` : ''}
          {current.inactive ? ` · inactive for ${current.inactive} days` : ''}
        </p>
        <a href={exportHref} className={buttonClasses('secondary', 'sm')} data-test="progress-export">
          Download CSV
        </a>
      </div>
      <div className="mt-3">
        {table.rows.length > 0 ? (
          <LearnersTable rows={table.rows} query={current} base={BASE} courses={table.courses} />
        ) : (
          <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">No learner matches these filters.</p>
        )}
      </div>
      {table.pages > 1 ? (
        <nav aria-label="Pages of the table" className="mt-4 flex items-center justify-between gap-3 text-sm" data-test="progress-pages">
          {table.page > 1 ? <Link href={tableHref(BASE, current, { page: table.page - 1 })} className="font-semibold text-brand-700 underline">Previous page</Link> : <span />}
          <span>
            Page {table.page} of {table.pages}
          </span>
          {table.page < table.pages ? <Link href={tableHref(BASE, current, { page: table.page + 1 })} className="font-semibold text-brand-700 underline">Next page</Link> : <span />}
        </nav>
      ) : null}
      <section aria-labelledby="defect-kills-heading" className="mt-10">
        <h2 id="defect-kills-heading" className="text-xl font-semibold text-ink">
          Which planted defects the class&apos;s suites catch
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          Per defect, how many learners&apos; suites kill it (each learner&apos;s latest scored run of the exercise). A defect nobody&apos;s suite catches is
          the one to teach next.
        </p>
        <DefectKills exercises={kills} />
      </section>
    </PortalPage>
  );
}
