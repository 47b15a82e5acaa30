import type { TrainerReportFilter } from '@/lib/practice/bug-hunt/trainer-reports';

// Previous and next page of the trainer's reports: links that keep the filters.
export function ReportPages({ filter, page, pages }: { filter: TrainerReportFilter; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams();
    for (const key of ['exercise', 'learner', 'verdict'] as const) if (filter[key]) query.set(key, filter[key]!);
    query.set('page', String(target));
    return `/admin/bug-hunt?${query}#reports`;
  };
  const link = 'rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-ink hover:bg-slate-50';
  return (
    <nav aria-label="Report pages" className="flex items-center gap-3 text-sm" data-test="report-pages">
      {page > 1 ? (
        <a href={href(page - 1)} className={link} data-test="report-pages-previous">
          Previous
        </a>
      ) : null}
      <span data-test="report-pages-current">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={href(page + 1)} className={link} data-test="report-pages-next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
