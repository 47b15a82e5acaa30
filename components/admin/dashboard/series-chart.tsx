import { axisMax, Gridlines, weekLabel } from '@/components/ui/week-chart-parts';

// A server-drawn SVG bar chart per week (no chart library shipped to the browser): one bar per series in each week.
// The SVG is hidden from assistive tech; the same numbers are in a table under it, which screen readers read, and the
// figure's caption names each series with its total.

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  /** A Tailwind fill class for the bars and the legend swatch. */
  className: string;
}

interface SeriesChartProps<K extends string> {
  title: string;
  /** The table's caption: what is counted and how weeks are cut. */
  description: string;
  series: readonly ChartSeries<K>[];
  data: ({ week: string } & Record<K, number>)[];
  /** The figure is `${testId}-chart`, its table `${testId}-table`. */
  testId: string;
}

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 36, left: 32 };

export function SeriesChart<K extends string>({ title, description, series, data, testId }: SeriesChartProps<K>) {
  const top = axisMax(data.flatMap((week) => series.map((item) => week[item.key])));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / data.length;
  const gap = 2;
  const barWidth = Math.min(18, (slot - 6 - gap * (series.length - 1)) / series.length);
  const groupWidth = barWidth * series.length + gap * (series.length - 1);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const gridlines = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(top * share));
  const total = (key: K) => data.reduce((sum, week) => sum + week[key], 0);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-test={`${testId}-chart`}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold text-ink">{title}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" aria-hidden="true">
          {series.map((item) => (
            <span key={item.key} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-3">
                <rect width="10" height="10" rx="2" className={item.className} />
              </svg>
              {item.label} ({total(item.key)})
            </span>
          ))}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" aria-hidden="true">
        <Gridlines values={gridlines} y={y} left={PAD.left} right={WIDTH - PAD.right} />
        {data.map((week, index) => {
          const left = PAD.left + index * slot + (slot - groupWidth) / 2;
          return (
            <g key={week.week}>
              {series.map((item, offset) => (
                <rect
                  key={item.key}
                  x={left + offset * (barWidth + gap)}
                  y={y(week[item.key])}
                  width={barWidth}
                  height={Math.max(0, PAD.top + plotHeight - y(week[item.key]))}
                  rx={2}
                  className={item.className}
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
        <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left" data-test={`${testId}-table`}>
            <caption className="sr-only">{description}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Week of
                </th>
                {series.map((item) => (
                  <th key={item.key} scope="col" className="py-1 pr-4 font-medium">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((week) => (
                <tr key={week.week} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {weekLabel(week.week)}
                  </th>
                  {series.map((item) => (
                    <td key={item.key} className="py-1 pr-4 tabular-nums">
                      {week[item.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
