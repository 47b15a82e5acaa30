import type { DefectReport } from '@/lib/practice/bug-hunt/schemas';
import { VerdictBadge } from './verdict-badge';

// A learner's defect reports with their verdicts (docs/product.md#bug-hunt): newest first, each with what the verdict
// means and a trainer's note when a trainer changed it.

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function ReportList({ reports, areaLabel, emptyText }: { reports: readonly DefectReport[]; areaLabel: (exercise: string, area: string) => string; emptyText: string }) {
  if (reports.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-test="bug-hunt-reports-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Your defect reports" data-test="bug-hunt-reports">
      {reports.map((report) => (
        <li key={report.id} className="rounded-xl border border-slate-200 p-4" data-test="bug-hunt-report" data-report-id={report.id}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-ink" data-test="report-title">
              {report.title}
            </h3>
            <VerdictBadge verdict={report.verdict} />
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {areaLabel(report.exercise, report.area)} · {report.severity} · <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))} UTC</time>
          </p>
          <p className="mt-2 text-sm text-slate-800" data-test="report-feedback">
            {report.feedback}
          </p>
          {report.trainerNote ? (
            <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-test="report-trainer-note">
              <span className="font-semibold">Trainer&apos;s note:</span> {report.trainerNote}
            </p>
          ) : null}
          {report.screenshot ? (
            <a href={report.screenshot} className="mt-2 inline-block text-sm font-medium text-brand-700 underline" data-test="report-screenshot" target="_blank" rel="noopener">
              Screenshot of report {report.id}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
