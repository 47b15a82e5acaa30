import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { PortalPage } from '@/components/layout/portal-page';
import { CourseSummaryCard } from '@/components/my-learning/course-summary-card';
import { buttonClasses } from '@/components/ui/button-styles';
import { requireRole } from '@/lib/auth/guards';
import { myLearningOf } from '@/lib/my-learning/queries';

export const metadata: Metadata = { title: 'My learning' };

/**
 * My learning (docs/product.md#my-learning): the learner's enrolled courses, each with its progress and a Continue to
 * its next unfinished step. Read from the database on every view.
 */
export default async function MyLearningPage() {
  const { identity } = await requireRole('student');
  await connection();
  const courses = await myLearningOf(identity.userId, identity.payment === 'yes');
  return (
    <PortalPage eyebrow="Student Portal" title="My learning" width="wide" intro="Your courses, how far you are in each, and the next step to take.">
      {courses.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" data-test="learning-empty">
          <p className="font-medium text-ink">You are not enrolled in a course yet.</p>
          <p className="mt-2 text-sm text-slate-700">Pick a batch from the Course Schedule on the home page and enrol.</p>
          <Link href="/#schedule-title" className={`${buttonClasses('primary', 'md')} mt-4`} data-test="learning-schedule-link">
            See the Course Schedule
          </Link>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" data-test="learning-courses">
          {courses.map((course) => (
            <CourseSummaryCard key={course.courseId} course={course} />
          ))}
        </div>
      )}
    </PortalPage>
  );
}
