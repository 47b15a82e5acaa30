import { VerdictBadge } from '@/components/practice/bug-hunt/verdict-badge';
import { TRAINER_VERDICT_LABELS } from '@/lib/messages';
import type { TrainerReport } from '@/lib/practice/bug-hunt/trainer-reports';
import { learnerVerdictOf } from '@/lib/practice/bug-hunt/schemas';
import { OverrideVerdict } from './override-verdict';

// The trainer's list of reports (docs/product.md#admin-bug-hunt): who, which exercise and area, what they saw, the
// verdict (and the server's own when a trainer changed it), the defect it was matched to, and Change verdict.

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function TrainerReportTable({ reports, defectsOf }: { reports: readonly TrainerReport[]; defectsOf: (exercise: string) => { id: string; summary: string }[] }) {
  if (reports.length === 0) return <p className="text-sm text-slate-600" data-test="trainer-reports-empty">No report matches these filters.</p>;
  return (
    <ol className="space-y-3" aria-label="Defect reports" data-test="trainer-reports">
      {reports.map((report) => (
        <li key={report.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-test="trainer-report" data-report-id={report.id}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold text-ink" data-test="trainer-report-title">
                #{report.id} {report.title}
              </h3>
              <p className="mt-0.5 text-xs text-slate-600">
                <span data-test="trainer-report-learner">
                  {report.learner.name} ({report.learner.email})
                </span>{' '}
                · {report.exercise} · {report.area} · {report.severity} · via {report.via} · <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))} UTC</time>
              </p>
            </div>
            <div className="flex items-center gap-2">
              <VerdictBadge verdict={learnerVerdictOf(report.verdict)} label={TRAINER_VERDICT_LABELS[report.verdict]} />
              <OverrideVerdict reportId={report.id} verdict={report.verdict === 'withdrawn' ? 'not-planted' : report.verdict} defectId={report.defectId} defects={defectsOf(report.exercise)} />
            </div>
          </div>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-medium text-slate-600">Steps</dt>
              <dd className="whitespace-pre-line text-slate-800">{report.steps}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Expected</dt>
              <dd className="whitespace-pre-line text-slate-800">{report.expected}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Actual</dt>
              <dd className="whitespace-pre-line text-slate-800">{report.actual}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-slate-600" data-test="trainer-report-match">
            Matched: {report.defectId ?? 'no planted defect'}
            {report.overriddenAt ? ` · the server said ${TRAINER_VERDICT_LABELS[report.autoVerdict]}` : ''}
          </p>
          {report.trainerNote ? (
            <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-test="trainer-report-note">
              Note: {report.trainerNote}
            </p>
          ) : null}
          {report.screenshot ? (
            <a href={report.screenshot} className="mt-2 inline-block text-sm font-medium text-brand-700 underline" target="_blank" rel="noopener">
              Screenshot of report {report.id}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
