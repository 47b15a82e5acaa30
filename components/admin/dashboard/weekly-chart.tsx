import type { WeeklyActivity } from '@/lib/admin/week-buckets';
import { SeriesChart } from './series-chart';

const SERIES = [
  { key: 'signUps', label: 'Sign-ups', className: 'fill-brand-500' },
  { key: 'payments', label: 'Payments', className: 'fill-accent-500' },
] as const;

/** Student sign-ups and approved payments per week. */
export function WeeklyChart({ data }: { data: WeeklyActivity[] }) {
  return (
    <SeriesChart
      title="Sign-ups and payments per week"
      description="Student sign-ups and approved payments per week (weeks start on Monday, UTC)"
      series={SERIES}
      data={data}
      testId="weekly"
    />
  );
}
