import type { WeeklyProgress } from '@/lib/progress/activity';
import { axisMax, Gridlines, weekLabel } from '@/components/ui/week-chart-parts';

// The learner's activity per week, drawn on the server as SVG (no chart library in the browser), stacked by kind.
// The picture is hidden from screen readers; the same numbers are in the table under it, which they read.

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 32, left: 32 };

const SERIES = [
  { key: 'topics', label: 'Topics read', className: 'fill-brand-600', swatch: 'bg-brand-600' },
  { key: 'videos', label: 'Videos played', className: 'fill-sky-400', swatch: 'bg-sky-400' },
  { key: 'exercises', label: 'Exercises completed', className: 'fill-accent-500', swatch: 'bg-accent-500' },
  { key: 'challenges', label: 'Challenges met', className: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  { key: 'defects', label: 'Defects found', className: 'fill-rose-600', swatch: 'bg-rose-600' },
] as const;

const totalOf = (week: WeeklyProgress) => SERIES.reduce((sum, series) => sum + week[series.key], 0);

export function ActivityChart({ weeks }: { weeks: WeeklyProgress[] }) {
  const top = axisMax(weeks.map(totalOf));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / weeks.length;
  const barWidth = Math.min(28, slot - 8);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const gridlines = [0, 0.5, 1].map((share) => Math.round(top * share));

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-test="activity-chart">
      <figcaption className="text-lg font-semibold text-ink">Your activity per week</figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${series.swatch}`} />
            {series.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full" aria-hidden="true">
        <Gridlines values={gridlines} y={y} left={PAD.left} right={WIDTH - PAD.right} />
        {weeks.map((week, index) => {
          const left = PAD.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={week.week}>
              {SERIES.map((series) => {
                const value = week[series.key];
                const rect = value > 0 ? <rect key={series.key} x={left} y={y(base + value)} width={barWidth} height={y(base) - y(base + value)} className={series.className} /> : null;
                base += value;
                return rect;
              })}
              {index % 2 === weeks.length % 2 ? null : (
                <text x={PAD.left + index * slot + slot / 2} y={HEIGHT - 10} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {weekLabel(week.week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left" data-test="activity-table">
            <caption className="sr-only">Your activity per week (weeks start on Monday, UTC)</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">Week of</th>
                {SERIES.map((series) => (
                  <th key={series.key} scope="col" className="py-1 pr-3 font-medium">
                    {series.label}
                  </th>
                ))}
                <th scope="col" className="py-1 font-medium">Video minutes</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {weekLabel(week.week)}
                  </th>
                  {SERIES.map((series) => (
                    <td key={series.key} className="py-1 pr-3 tabular-nums">
                      {week[series.key]}
                    </td>
                  ))}
                  <td className="py-1 tabular-nums">{week.videoMinutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
