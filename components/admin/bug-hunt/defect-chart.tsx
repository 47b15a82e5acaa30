import { duration } from '@/components/practice/bug-hunt/score-tables';
import type { DefectStat } from '@/lib/practice/bug-hunt/trainer-stats';

// The trainer's chart of every planted defect (docs/product.md#admin-bug-hunt), drawn on the server as SVG (no chart
// library reaches the browser): one bar per defect, as long as the learners who found it, its darker part those who had
// unlocked one of its hints first; the median time to find it beside. The SVG is one image with a text alternative;
// the numbers are in the table under it, which is what screen readers and keyboard users read.

const ROW = 22;
const LABEL = 64;
const BAR = 360;
const NOTE = 260;
const WIDTH = LABEL + BAR + NOTE;

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

export function DefectChart({ stats, hunters }: { stats: readonly DefectStat[]; hunters: number }) {
  const scale = Math.max(1, hunters, ...stats.map((stat) => stat.found));
  const height = stats.length * ROW + 8;
  const found = stats.filter((stat) => stat.found > 0).length;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-test="defect-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold text-ink">Who found each planted defect</span>
        <span className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-brand-600" /> found without a hint
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-amber-600" /> found after a hint
          </span>
        </span>
      </figcaption>
      {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll too. */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="The chart, scrolling sideways">
        <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full min-w-[40rem]" role="img" aria-labelledby="defect-chart-title defect-chart-desc" data-test="defect-chart-svg">
          <title id="defect-chart-title">Learners who found each planted defect</title>
          <desc id="defect-chart-desc">
            {`${found} of ${stats.length} planted defects found by at least one of ${hunters} learners hunting; each bar's length is the learners who found it, its darker part those who needed a hint. The table below gives every number.`}
          </desc>
          {stats.map((stat, index) => {
            const y = index * ROW + 4;
            const total = (stat.found / scale) * BAR;
            const hinted = total * (stat.shareWithHints ?? 0);
            return (
              <g key={stat.id} data-test="defect-chart-bar" data-defect={stat.id}>
                <text x={LABEL - 8} y={y + 13} textAnchor="end" className="fill-slate-700 text-[11px] font-semibold">
                  {stat.id}
                </text>
                <rect x={LABEL} y={y + 2} width={BAR} height={ROW - 8} rx={3} className="fill-slate-100" />
                <rect x={LABEL} y={y + 2} width={total - hinted} height={ROW - 8} rx={3} className="fill-brand-600" />
                <rect x={LABEL + total - hinted} y={y + 2} width={hinted} height={ROW - 8} rx={3} className="fill-amber-600" />
                <text x={LABEL + BAR + 8} y={y + 13} className="fill-slate-700 text-[11px]">
                  {stat.found === 0 ? 'not found yet' : `${stat.found} found · median ${duration(stat.medianSecondsToFind ?? 0)} · ${percent(stat.shareWithHints)} with hints`}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <DefectTable stats={stats} />
    </figure>
  );
}

function DefectTable({ stats }: { stats: readonly DefectStat[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" data-test="defect-table-toggle">
        Show the numbers
      </summary>
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label="The numbers, scrolling sideways">
        <table className="w-full text-left" data-test="defect-table">
          <caption className="sr-only">Each planted defect: learners who found it, median time to find, share that needed hints</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {['Defect', 'Exercise', 'Category', 'What is wrong', 'Found by', 'Median time to find', 'Needed hints'].map((head) => (
                <th key={head} scope="col" className="py-1 pr-4 font-medium">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.map((stat) => (
              <tr key={stat.id} className="border-b border-slate-100 align-top" data-test="defect-table-row" data-defect={stat.id}>
                <th scope="row" className="py-1 pr-4 font-semibold">
                  {stat.id}
                </th>
                <td className="py-1 pr-4">{stat.exercise}</td>
                <td className="py-1 pr-4">{stat.category}</td>
                <td className="py-1 pr-4">{stat.summary}</td>
                <td className="py-1 pr-4 tabular-nums">{stat.found}</td>
                <td className="py-1 pr-4 tabular-nums">{stat.medianSecondsToFind === null ? '–' : duration(stat.medianSecondsToFind)}</td>
                <td className="py-1 tabular-nums">{percent(stat.shareWithHints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
