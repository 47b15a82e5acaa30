'use client';

import { Button } from '@/components/ui/button';

// The table's page buttons: Previous, one button per page (aria-current on the shown one), Next.
// At either end Previous/Next are aria-disabled rather than disabled, so the focus stays on them.

interface TablePaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const NOT_NOW = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

export function TablePagination({ page, pageCount, onPage }: TablePaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav aria-label="Table pages" data-test="table-pagination" className="mt-4 flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" aria-disabled={first || undefined} onClick={() => !first && onPage(page - 1)} data-test="table-page-prev" className={NOT_NOW}>
        Previous
      </Button>
      {pages.map((n) => (
        <Button
          key={n}
          variant={n === page ? 'primary' : 'secondary'}
          size="sm"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          data-test={`table-page-${n}`}
          className="min-w-9"
        >
          <span className="sr-only">Page </span>
          {n}
        </Button>
      ))}
      <Button variant="secondary" size="sm" aria-disabled={last || undefined} onClick={() => !last && onPage(page + 1)} data-test="table-page-next" className={NOT_NOW}>
        Next
      </Button>
    </nav>
  );
}
