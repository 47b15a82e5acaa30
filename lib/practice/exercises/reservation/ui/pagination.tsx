interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const pageButton = 'min-w-10 cursor-pointer rounded-lg border px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** Previous, one button per page (named "Page n", the current one aria-current="page"), Next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  return (
    <nav aria-label="Results pages" data-test="results-pagination" className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <button type="button" className={`${pageButton} border-slate-300 bg-white text-slate-800`} disabled={page <= 1} onClick={() => onPage(page - 1)} data-test="page-prev">
            Previous
          </button>
        </li>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
              data-test={`page-${number}`}
              className={`${pageButton} ${number === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={`${pageButton} border-slate-300 bg-white text-slate-800`} disabled={page >= pages} onClick={() => onPage(page + 1)} data-test="page-next">
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
