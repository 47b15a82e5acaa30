'use client';

import { useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';
import { HuntReadState } from './hunt-read-state';
import { REPORTS_READ, REPORTS_URL, SCORE_READ, SCORE_URL } from './hunt-reads';
import { ReportList } from './report-list';
import { CategoryTable, ExerciseTable, FoundTable } from './score-tables';

// The learner's score board (docs/product.md#bug-hunt): totals, found per exercise and per category, each find with
// its time, and every report with its verdict, a page at a time.

interface ScoreBoardProps {
  /** Each exercise's name, and its report areas' labels, by id. */
  names: Record<string, string>;
  areaLabels: Record<string, Record<string, string>>;
}

export function ScoreBoardView({ names, areaLabels }: ScoreBoardProps) {
  const [page, setPage] = useState(1);
  const score = useApiRead(SCORE_URL, SCORE_READ);
  const reports = useApiRead(`${REPORTS_URL}?page=${page}`, REPORTS_READ);
  const areaLabel = (exercise: string, area: string) => `${names[exercise] ?? exercise}: ${areaLabels[exercise]?.[area] ?? area}`;

  return (
    <div className="space-y-8" data-test="score-board">
      <HuntReadState state={score.state} retry={score.retry}>
        {(board) => (
          <div className="space-y-6">
            <p className="text-lg text-ink" data-test="score-totals">
              <strong>{board.totals.found}</strong> of {board.totals.planted} planted defects found · {board.totals.hintsUsed} hints used ·{' '}
              {board.totals.challengesMet} of {board.totals.challengesTotal} challenges met
            </p>
            <section aria-labelledby="score-exercises-title" className="space-y-3">
              <h2 id="score-exercises-title" className="text-xl font-semibold text-ink">
                Per exercise
              </h2>
              <ExerciseTable board={board} />
            </section>
            <section aria-labelledby="score-categories-title" className="space-y-3">
              <h2 id="score-categories-title" className="text-xl font-semibold text-ink">
                Per category
              </h2>
              <CategoryTable board={board} />
            </section>
            <section aria-labelledby="score-found-title" className="space-y-3">
              <h2 id="score-found-title" className="text-xl font-semibold text-ink">
                Defects found
              </h2>
              <FoundTable board={board} names={names} />
            </section>
          </div>
        )}
      </HuntReadState>
      <section aria-labelledby="score-reports-title" className="space-y-3">
        <h2 id="score-reports-title" className="text-xl font-semibold text-ink">
          Your reports
        </h2>
        <HuntReadState state={reports.state} retry={reports.retry}>
          {(list) => (
            <>
              <ReportList reports={list.reports} areaLabel={areaLabel} emptyText="No reports yet: turn bug mode on in an exercise and report what you find." />
              {list.pages > 1 ? (
                <nav aria-label="Report pages" className="flex items-center gap-3 text-sm">
                  <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} data-test="score-reports-previous">
                    Previous
                  </Button>
                  <span data-test="score-reports-page">
                    Page {list.page} of {list.pages}
                  </span>
                  <Button variant="secondary" size="sm" disabled={page >= list.pages} onClick={() => setPage(page + 1)} data-test="score-reports-next">
                    Next
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </HuntReadState>
      </section>
    </div>
  );
}
