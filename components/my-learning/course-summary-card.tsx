import { ProgressBar } from '@/components/progress/progress-bar';
import { buttonClasses } from '@/components/ui/button-styles';
import type { MyCourse } from '@/lib/my-learning/types';
import { ContinueLink } from './continue-link';

/** One enrolled course on My learning: its batch, its bar (the same as My progress), Continue and the course view. */
export function CourseSummaryCard({ course }: { course: MyCourse }) {
  const headingId = `my-course-${course.courseId}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test="learning-course" data-course-id={course.courseId}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {course.courseName}
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-test="learning-batch">
          {course.batch ? `Batch ${course.batch.batchCode}, starting ${course.batch.startDate}` : 'No batch chosen yet'}
        </p>
      </div>
      <ProgressBar percent={course.progress.percent} label={`${course.courseName} progress`} testId="learning-bar" />
      <p className="text-sm text-slate-700">
        {course.progress.topicsDone} of {course.progress.topicsTotal} topics read
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <ContinueLink step={course.next} courseName={course.courseName} />
        <a href={`/student/learning/${course.courseId}`} className={buttonClasses('secondary', 'md')} data-test="learning-open-course">
          Course view
          <span className="sr-only"> of {course.courseName}</span>
        </a>
      </div>
    </article>
  );
}
