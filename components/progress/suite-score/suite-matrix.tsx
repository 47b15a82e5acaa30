import type { SuiteStanding } from '@/lib/practice/suite-score/standing';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/**
 * The last finished run: its score (or why it has none) and, per defect, killed or survived with the tests that failed
 * on it. Defects are numbered as the run API numbers them: which defect a number stands for stays the exercise's secret.
 */
export function SuiteMatrix({ run }: { run: NonNullable<SuiteStanding['last']> }) {
  const result = run.result!;
  const headingId = `suite-last-${run.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test="suite-last-run" data-run-id={run.id}>
      <h3 id={headingId} className="font-semibold text-ink">
        Last run: {run.name}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {run.endedAt ? `Finished ${when.format(new Date(run.endedAt))} UTC. ` : ''}
        <span data-test="suite-last-score">
          {result.score === null ? 'No score: your suite fails on the clean build.' : `Score ${result.killed} of ${result.defects} defects killed (${Math.floor(result.score * 100 + 1e-9)}%).`}
        </span>
        {result.flaky ? (
          <span className="ml-1 font-semibold text-amber-800" data-test="suite-last-flaky">
            Your suite is flaky: one clean round passed and another failed.
          </span>
        ) : null}
      </p>
      <div className="mt-3">
        <table className="w-full text-left text-sm" data-test="suite-matrix">
          <caption className="sr-only">Each planted defect of the last run: killed or survived, and the tests that failed on it</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">Defect</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Result</th>
              <th scope="col" className="py-2 font-semibold">Failing tests</th>
            </tr>
          </thead>
          <tbody>
            {result.matrix.map((entry) => (
              <tr key={entry.defect} className="border-b border-slate-100 align-top" data-test="suite-matrix-row" data-defect={entry.defect} data-killed={entry.killed}>
                <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                  Defect {entry.defect}
                </th>
                <td className={`py-2 pr-3 font-semibold whitespace-nowrap ${entry.killed ? 'text-emerald-800' : 'text-red-800'}`}>
                  <span aria-hidden="true">{entry.killed ? '✔ ' : '✘ '}</span>
                  {entry.killed ? 'Killed' : 'Survived'}
                </td>
                <td className="py-2 [overflow-wrap:anywhere] text-slate-700">
                  {entry.failedTests.length > 0 ? (
                    <ul className="space-y-0.5" aria-label={`Tests that failed on defect ${entry.defect}`}>
                      {entry.failedTests.map((name) => (
                        <li key={name} className="font-mono text-xs">
                          {name}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">A defect counts as killed when your suite failed in its round and your own requests reached it. Failing tests show when your runner sent its JUnit report.</p>
    </section>
  );
}
