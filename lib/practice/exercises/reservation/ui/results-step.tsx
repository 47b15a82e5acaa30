'use client';

import { usePlanted } from '@/components/practice/practice-session';
import { useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { Button } from '@/components/ui/button';
import { cityOf } from '@/lib/practice/exercises/reservation/cities';
import { formatDay } from '@/lib/practice/exercises/reservation/dates';
import type { Flight } from '@/lib/practice/exercises/reservation/flights';
import { PAGE_SIZE, pageCount, pageOf, sortFlights, type SortOrder } from '@/lib/practice/exercises/reservation/results';
import type { Search } from '@/lib/practice/exercises/reservation/schemas';
import { Pagination } from './pagination';
import { ResultsTable } from './results-table';
import { Spinner } from './spinner';
import { StepPanel } from './step-panel';
import type { Remote } from './use-booking-flow';

interface ResultsStepProps {
  search: Search;
  results: Remote<Flight[]>;
  sort: SortOrder;
  page: number;
  focusOnOpen: boolean;
  onSort: (sort: SortOrder) => void;
  onPage: (page: number) => void;
  onSelect: (id: string) => void;
  onRetry: () => void;
  onBack: () => void;
}

function Searching() {
  return (
    <div role="status" data-test="results-loading" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-6 text-slate-700">
      <Spinner />
      Searching flights…
    </div>
  );
}

/** Step 2: the spinner while the API takes its fixed delay, then the sortable, paged table. */
export function ResultsStep({ search, results, sort, page, focusOnOpen, onSort, onPage, onSelect, onRetry, onBack }: ResultsStepProps) {
  const people = `${search.passengers} ${search.passengers === 1 ? 'passenger' : 'passengers'}`;
  return (
    <StepPanel id="results" title="Choose a flight" focusOnOpen={focusOnOpen} onBack={onBack}>
      <p className="text-slate-700" data-test="results-summary">
        {cityOf(search.from).name} → {cityOf(search.to).name} · {formatDay(search.date)} · {people}
      </p>
      <div className="mt-4">
        {results.phase === 'loading' ? <Searching /> : null}
        {results.phase === 'failed' ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p>{results.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} data-test="results-retry">
              Try again
            </Button>
          </div>
        ) : null}
        {results.phase === 'ready' ? (
          <ReadyResults flights={results.data} sort={sort} page={page} onSort={onSort} onPage={onPage} onSelect={onSelect} />
        ) : null}
      </div>
    </StepPanel>
  );
}

function ReadyResults({
  flights,
  sort,
  page,
  onSort,
  onPage,
  onSelect,
}: Pick<ResultsStepProps, 'sort' | 'page' | 'onSort' | 'onPage' | 'onSelect'> & { flights: Flight[] }) {
  const sortWrong = usePlanted('price-sort');
  const pagesEarly = usePlanted('results-paging');
  const spinnerStays = usePlanted('search-spinner');
  const sorted = sortFlights(flights, sort, { bugMode: sortWrong });
  const rows = pageOf(sorted, page, { bugMode: pagesEarly });
  // The planted defects this page shows, as the bug hunt's evidence (docs/architecture.md#bug-hunt): RES-01 (an order
  // the real sort would not give), RES-02 (a page after the first), RES-08 (the spinner above loaded results).
  const cleanOrder = sortFlights(flights, sort).map((flight) => flight.id).join();
  useDefectEvidence('reservation', 'price-sort', sortWrong && sorted.map((flight) => flight.id).join() !== cleanOrder);
  useDefectEvidence('reservation', 'results-paging', pagesEarly && page > 1);
  useDefectEvidence('reservation', 'search-spinner', spinnerStays);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, sorted.length);
  return (
    <>
      {/* RES-08: when live, the spinner stays above the loaded results. */}
      {spinnerStays ? <Searching /> : null}
      <p role="status" className="mb-3 text-sm text-slate-700" data-test="results-count">
        Showing {first}–{last} of {sorted.length} flights
      </p>
      <ResultsTable flights={rows} sort={sort} onSort={onSort} onSelect={onSelect} />
      <Pagination page={page} pages={pageCount(sorted.length)} onPage={onPage} />
    </>
  );
}
