'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { logout } from '@/components/auth/logout';
import { useApiRead } from '@/components/data/use-api-read';
import { usePracticeSession } from '@/components/practice/practice-session';
import { Button } from '@/components/ui/button';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { Modal } from '@/components/ui/modal';
import { useInteractive } from '@/components/ui/use-interactive';
import { VERDICT_LABELS } from '@/lib/messages';
import { BUG_HUNT_FIGURES } from '@/lib/practice/bug-hunt/figures';
import type { FiledReport } from '@/lib/practice/bug-hunt/schemas';
import type { ReportArea } from '@/lib/practice/task-sheet-types';
import { HintList } from './hint-list';
import { HuntReadState } from './hunt-read-state';
import { REPORTS_READ, REPORTS_URL, SCORE_BOARD_PAGE, SCORE_READ, SCORE_URL } from './hunt-reads';
import { ReportDefectForm } from './report-defect-form';
import { ReportList } from './report-list';

// The bug hunt on an exercise page (docs/product.md#bug-hunt), shown while bug mode is on: found and planted (never
// which), the hints the misses unlocked, "Report a defect", the verdict of the last report, and the learner's reports
// on this exercise. Read in the browser, so the page itself stays the same for every visit (docs/architecture.md#frame-state-bug-mode).

export function BugHuntPanel({ areas }: { areas: readonly ReportArea[] }) {
  const { exercise, bugMode } = usePracticeSession();
  if (!bugMode) return null;
  return <OpenBugHunt exercise={exercise} areas={areas} />;
}

function OpenBugHunt({ exercise, areas }: { exercise: Parameters<typeof ReportDefectForm>[0]['exercise']; areas: readonly ReportArea[] }) {
  const router = useRouter();
  const score = useApiRead(SCORE_URL, SCORE_READ);
  const reports = useApiRead(`${REPORTS_URL}?exercise=${exercise}`, REPORTS_READ);
  const [reporting, setReporting] = useState(false);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  const interactive = useInteractive();
  const areaLabel = (_: string, id: string) => areas.find((area) => area.id === id)?.label ?? id;

  function filed({ report }: FiledReport, screenshotProblem: string | null) {
    setReporting(false);
    const verdict = `${VERDICT_LABELS[report.verdict]}. ${report.feedback}`;
    setStatus({ ok: report.verdict === 'credited', message: screenshotProblem ? `${verdict} ${screenshotProblem}` : verdict });
    score.refresh();
    reports.refresh();
  }

  return (
    <section aria-labelledby="bug-hunt-title" data-test="bug-hunt" className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="bug-hunt-title" className="text-xl font-semibold text-ink">
            Bug hunt
          </h2>
          <p className="mt-1 max-w-prose text-sm text-slate-600">
            Found a planted defect? Report it: the server credits it at once if you met it yourself with bug mode on. Up to{' '}
            {BUG_HUNT_FIGURES.missesPerHour} reports an hour that are not credited; the 2nd and the 4th unlock a hint.
          </p>
        </div>
        <Button onClick={() => setReporting(true)} disabled={!interactive} data-test="report-defect-open">
          Report a defect
        </Button>
      </div>
      <div className="mt-4 space-y-4">
        <LiveStatus status={status} testId="report-verdict" />
        <HuntReadState state={score.state} retry={score.retry}>
          {(board) => {
            const mine = board.exercises.find((row) => row.exercise === exercise);
            if (!mine) return null;
            return (
              <>
                <p className="text-sm text-ink">
                  <span className="font-semibold" data-test="bug-hunt-found">
                    Found {mine.found} of {mine.planted} planted defects
                  </span>
                  <span className="text-slate-600" data-test="bug-hunt-guesses">
                    {' '}
                    · {mine.guessesLeft} of {BUG_HUNT_FIGURES.missesPerHour} misses left this hour
                  </span>
                </p>
                <HintList hints={mine.hints} />
              </>
            );
          }}
        </HuntReadState>
        <HuntReadState state={reports.state} retry={reports.retry}>
          {(list) => <ReportList reports={list.reports} areaLabel={areaLabel} emptyText="No reports on this exercise yet." />}
        </HuntReadState>
        <Link href={SCORE_BOARD_PAGE} className="inline-block text-sm font-semibold text-brand-700 underline" data-test="bug-hunt-score-link">
          Your score board
        </Link>
      </div>
      <Modal open={reporting} onClose={() => setReporting(false)} title="Report a defect" description="Say what you did, what you expected and what happened." testId="report-defect-dialog">
        <ReportDefectForm exercise={exercise} areas={areas} onFiled={filed} onCancel={() => setReporting(false)} onSessionExpired={() => logout(router.push)} />
      </Modal>
    </section>
  );
}
