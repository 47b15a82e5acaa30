import type { ExerciseKills } from '@/lib/practice/suite-score/class-kills';

/**
 * The trainer's teaching signal (docs/product.md#suite-score): per planted defect, how many of the class's suites kill
 * it; a defect no suite kills is marked, since that is the bug nobody's tests would catch. Each learner's latest scored
 * run of an exercise is their suite.
 */
export function DefectKills({ exercises }: { exercises: ExerciseKills[] }) {
  if (exercises.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700" data-test="defect-kills-empty">
        No learner has a scored suite yet: the counts show once learners finish scoring runs.
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-test="defect-kills">
      {exercises.map((exercise) => (
        <div key={exercise.exercise} className="rounded-xl border border-slate-200 bg-white shadow-sm" data-test="defect-kills-exercise" data-exercise={exercise.exercise}>
          <table className="w-full text-left text-sm">
            <caption className="px-3 pt-3 text-left font-semibold text-ink">
              {exercise.name}: {exercise.suites === 1 ? '1 suite' : `${exercise.suites} suites`}
            </caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Defect
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  Suites that kill it
                </th>
              </tr>
            </thead>
            <tbody>
              {exercise.defects.map((defect) => (
                <tr key={defect.defect} className={`border-b border-slate-100 align-top ${defect.kills === 0 ? 'bg-amber-50' : ''}`} data-test="defect-kills-row" data-defect={defect.defect} data-kills={defect.kills}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    <span className="font-semibold">Defect {defect.defect}.</span> {defect.summary}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                    {defect.kills} of {exercise.suites}
                    {defect.kills === 0 ? <span className="block text-xs font-semibold text-amber-900">Nobody&apos;s suite catches it</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
