import type { WeeklyActivity } from '@/lib/admin/week-buckets';
import { axisMax, Gridlines, weekLabel } from '@/components/ui/week-chart-parts';

// A server-drawn SVG bar chart (no chart library shipped to the browser): two bars per week. The
// numbers are also in a table below the chart, which is what screen readers use.

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 36, left: 32 };
const SERIES = [
  { key: 'signUps', label: 'Sign-ups', className: 'fill-brand-500' },
  { key: 'payments', label: 'Payments', className: 'fill-accent-500' },
] as const;


export function WeeklyChart({ data }: { data: WeeklyActivity[] }) {
  const top = axisMax(data.flatMap((week) => [week.signUps, week.payments]));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / data.length;
  const barWidth = Math.min(18, (slot - 6) / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const gridlines = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(top * share));
  const totals = { signUps: data.reduce((sum, w) => sum + w.signUps, 0), payments: data.reduce((sum, w) => sum + w.payments, 0) };

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-test="weekly-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold text-ink">Sign-ups and payments per week</span>
        <span className="flex gap-4 text-sm text-slate-600" aria-hidden="true">
          {SERIES.map((series) => (
            <span key={series.key} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-3">
                <rect width="10" height="10" rx="2" className={series.className} />
              </svg>
              {series.label} ({totals[series.key]})
            </span>
          ))}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" aria-hidden="true">
        <Gridlines values={gridlines} y={y} left={PAD.left} right={WIDTH - PAD.right} />
        {data.map((week, index) => {
          const left = PAD.left + index * slot + (slot - barWidth * 2 - 2) / 2;
          return (
            <g key={week.week}>
              {SERIES.map((series, offset) => (
                <rect
                  key={series.key}
                  x={left + offset * (barWidth + 2)}
                  y={y(week[series.key])}
                  width={barWidth}
                  height={Math.max(0, PAD.top + plotHeight - y(week[series.key]))}
                  rx={2}
                  className={series.className}
                />
              ))}
              {index % 2 === data.length % 2 ? null : (
                <text x={PAD.left + index * slot + slot / 2} y={HEIGHT - 12} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {weekLabel(week.week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          Show the numbers
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left" data-test="weekly-table">
            <caption className="sr-only">Student sign-ups and approved payments per week (weeks start on Monday, UTC)</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">Week of</th>
                <th scope="col" className="py-1 pr-4 font-medium">Sign-ups</th>
                <th scope="col" className="py-1 font-medium">Payments</th>
              </tr>
            </thead>
            <tbody>
              {data.map((week) => (
                <tr key={week.week} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">{weekLabel(week.week)}</th>
                  <td className="py-1 pr-4 tabular-nums">{week.signUps}</td>
                  <td className="py-1 tabular-nums">{week.payments}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
