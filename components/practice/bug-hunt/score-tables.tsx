import type { ScoreBoard } from '@/lib/practice/bug-hunt/schemas';

// The score board's tables (docs/product.md#bug-hunt): per exercise, per category, and each defect found with the
// time it took. A defect still to find appears in none of them: only in the counts.

const th = 'px-3 py-2 text-left font-semibold text-ink';
const td = 'px-3 py-2 text-slate-800';

/** 75 → "1 min 15 s"; 3700 → "1 h 1 min". */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function Table({ caption, testId, head, rows }: { caption: string; testId: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[28rem] text-sm" data-test={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className={th}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, index) => (
            <tr key={index} data-test={`${testId}-row`}>
              {row.map((cell, column) => (
                <td key={column} className={td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ExerciseTable({ board }: { board: ScoreBoard }) {
  return (
    <Table
      caption="Defects found per exercise"
      testId="score-exercises"
      head={['Exercise', 'Found', 'Planted', 'Hints unlocked', 'Challenges met']}
      rows={board.exercises.map((row) => [row.name, row.found, row.planted, row.hints.length, `${row.challengesMet} of ${row.challengesTotal}`])}
    />
  );
}

export function CategoryTable({ board }: { board: ScoreBoard }) {
  return <Table caption="Defects found per category" testId="score-categories" head={['Category', 'Found']} rows={board.categories.map((row) => [row.category, row.found])} />;
}

export function FoundTable({ board, names }: { board: ScoreBoard; names: Record<string, string> }) {
  if (board.found.length === 0) return <p className="text-sm text-slate-600" data-test="score-found-empty">No planted defect found yet.</p>;
  return (
    <Table
      caption="Each defect found, with the time it took"
      testId="score-found"
      head={['Defect', 'Exercise', 'Category', 'Your report', 'Time to find', 'Hints used']}
      rows={board.found.map((row) => [row.defectId, names[row.exercise] ?? row.exercise, row.category, row.reportTitle, duration(row.secondsToFind), row.hintsUsed])}
    />
  );
}
