// What the server-drawn weekly bar charts share (the admin dashboard's sign-ups and payments, a learner's activity):
// the y axis's round top, the week labels and the gridlines with their values. Each chart draws its own bars.

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week's label on the x axis: the date it starts (Nov 23), in UTC like the weeks themselves. */
export const weekLabel = (week: string) => shortDate.format(new Date(`${week}T00:00:00Z`));

/** A round top for the y axis, so gridlines land on whole numbers. */
export function axisMax(values: number[]): number {
  const max = Math.max(4, ...values);
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

/** Horizontal gridlines across the plot, each with its value at the left. */
export function Gridlines({ values, y, left, right }: { values: number[]; y: (value: number) => number; left: number; right: number }) {
  return values.map((value) => (
    <g key={value}>
      <line x1={left} x2={right} y1={y(value)} y2={y(value)} className="stroke-slate-200" />
      <text x={left - 6} y={y(value) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
        {value}
      </text>
    </g>
  ));
}
