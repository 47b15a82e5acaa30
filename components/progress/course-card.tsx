import type { ProgressSummary } from '@/lib/progress/summary';
import { CertificatePanel } from './certificate-panel';
import { ProgressBar } from './progress-bar';
import { RequirementItem } from './requirement-item';

type CourseRow = ProgressSummary['courses'][number];

/** One course on "My progress": its bar, the topics read, and what is left for its certificate. */
export function CourseCard({ course }: { course: CourseRow }) {
  const headingId = `course-${course.courseId}-heading`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test="course-progress" data-course-id={course.courseId}>
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {course.courseName}
      </h3>
      <div className="mt-3">
        <ProgressBar percent={course.percent} label={`${course.courseName} progress`} testId="course-bar" />
      </div>
      <p className="mt-2 text-sm text-slate-700" data-test="course-topics">
        {course.topicsDone} of {course.topicsTotal} topics read
      </p>
      {course.requirements.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-ink">{course.certificate ? 'Certificate requirements' : 'Left for the certificate'}</h4>
          <ul className="mt-2 space-y-1 text-sm" data-test="certificate-requirements">
            {course.requirements.map((item) => (
              <RequirementItem key={item.kind} item={item} testId={`requirement-${item.kind}`} />
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">This course has no certificate rule yet.</p>
      )}
      {course.certificate ? (
        <div className="mt-4">
          <CertificatePanel certificate={course.certificate} />
        </div>
      ) : null}
    </article>
  );
}
