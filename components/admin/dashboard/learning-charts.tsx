import type { WeeklyLearning } from '@/lib/admin/learning-weeks';
import { SeriesChart } from './series-chart';

const WEEKS_NOTE = 'weeks start on Monday, UTC';

/** The learning charts of the admin home: who was active, what was completed, and the practice lab's activity. */
export function LearningCharts({ weeks }: { weeks: WeeklyLearning[] }) {
  return (
    <>
      <SeriesChart
        title="Active learners per week"
        description={`Learners who ticked a topic, watched a video, completed an exercise, met a challenge or found a defect, per week (${WEEKS_NOTE})`}
        series={[{ key: 'active', label: 'Active learners', className: 'fill-brand-500' }]}
        data={weeks}
        testId="active-weeks"
      />
      <SeriesChart
        title="Completions and certificates per week"
        description={`Topics done, exercises completed and valid certificates issued, per week (${WEEKS_NOTE})`}
        series={[
          { key: 'topics', label: 'Topics done', className: 'fill-sky-400' },
          { key: 'exercises', label: 'Exercises completed', className: 'fill-brand-500' },
          { key: 'certificates', label: 'Certificates', className: 'fill-emerald-600' },
        ]}
        data={weeks}
        testId="completion-weeks"
      />
      <SeriesChart
        title="Bug hunt and challenges per week"
        description={`Defects found in the bug hunt and practice challenges met, per week (${WEEKS_NOTE})`}
        series={[
          { key: 'defects', label: 'Defects found', className: 'fill-rose-600' },
          { key: 'challenges', label: 'Challenges met', className: 'fill-accent-500' },
        ]}
        data={weeks}
        testId="practice-weeks"
      />
    </>
  );
}
