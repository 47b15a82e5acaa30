import { headers } from 'next/headers';
import { suiteStandingOf } from '@/lib/practice/suite-score/standing';
import { publicLink } from '@/lib/public-url';
import { SuiteMatrix } from './suite-matrix';

/**
 * "My progress": the suite score (docs/product.md#suite-score). The best score per exercise, and the last finished run's
 * matrix; before any run, how to start one. Read on the server for the signed-in learner only.
 */
export async function SuiteScorePanel({ userId }: { userId: string }) {
  const standing = await suiteStandingOf(userId);
  if (!standing.last) return <SuiteScoreEmpty exercise={standing.example.exercise} url={publicLink('/api/practice/v1/suite-runs', { headers: await headers() })} />;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]" data-test="suite-score">
      <section aria-labelledby="suite-best-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test="suite-best">
        <h3 id="suite-best-heading" className="font-semibold text-ink">
          Best score per exercise
        </h3>
        {standing.best.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm">
            {standing.best.map((entry) => (
              <li key={entry.exercise} className="flex justify-between gap-3" data-test="suite-best-row" data-exercise={entry.exercise}>
                <span>{entry.name}</span>
                <span className="font-semibold tabular-nums" data-test="suite-best-percent">
                  {entry.percent}%
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700" data-test="suite-best-none">
            No scored run yet: a run whose suite fails on the clean build gets no score.
          </p>
        )}
      </section>
      <SuiteMatrix run={standing.last} />
    </div>
  );
}

function SuiteScoreEmpty({ exercise, url }: { exercise: string; url: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-5" data-test="suite-score-empty">
      <p className="font-semibold text-ink">No scoring run yet</p>
      <p className="mt-1 text-sm text-slate-700">
        A scoring run plays your own automated suite against each planted defect of an exercise, one at a time, and counts the defects it catches. Start
        one from your starter kit&apos;s <code>score</code> command, or from any CI with your practice token:
      </p>
      <div className="mt-2 overflow-x-auto rounded-lg bg-slate-900" role="region" aria-label="Starting a run with curl" tabIndex={0} data-test="suite-score-curl">
        <pre className="p-3 text-xs text-slate-100">
          {`curl -X POST -H "Authorization: Bearer $PRACTICE_TOKEN" -H "Content-Type: application/json" \\\n  -d '{"exercise":"${exercise}"}' ${url}`}
        </pre>
      </div>
      <p className="mt-2 text-sm">
        <a href="/practice/api-docs" className="font-semibold text-brand-700 underline underline-offset-4" data-test="suite-score-api-docs">
          The run API in the practice API reference
        </a>
      </p>
    </div>
  );
}

/** While the scores load: the panel's outline, announced to screen readers. */
export function SuiteScoreLoading() {
  return (
    <div className="grid animate-pulse gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]" role="status" aria-label="Loading your suite scores" data-test="suite-score-loading">
      <div className="h-32 rounded-xl bg-slate-100" />
      <div className="h-32 rounded-xl bg-slate-100" />
    </div>
  );
}
