import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { PortalPage } from '@/components/layout/portal-page';
import { ActivityChart } from '@/components/progress/activity-chart';
import { CourseCard } from '@/components/progress/course-card';
import { PracticeSummary } from '@/components/progress/practice-summary';
import { SuiteScoreLoading, SuiteScorePanel } from '@/components/progress/suite-score/suite-score-panel';
import { requireRole } from '@/lib/auth/guards';
import { progressSummaryOf } from '@/lib/progress/summary';

export const metadata: Metadata = { title: 'My progress' };

/**
 * "My progress" (docs/product.md#progress): a bar per course with what is left for its certificate, the certificates
 * themselves, videos and practice, and the activity per week. Read from the database on every view.
 */
export default async function StudentProgressPage() {
  const { identity } = await requireRole('student');
  await connection();
  const summary = await progressSummaryOf(identity.userId);
  return (
    <PortalPage
      eyebrow="Student Portal"
      title="My progress"
      width="wide"
      intro="Your courses, what is left for each certificate, and what you did week by week. Topics count when you read them to the end or tick them."
    >
      <section aria-labelledby="courses-heading">
        <h2 id="courses-heading" className="text-xl font-semibold text-ink">
          Courses and certificates
        </h2>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {summary.courses.map((course) => (
            <CourseCard key={course.courseId} course={course} />
          ))}
        </div>
      </section>
      <section aria-labelledby="practice-heading" className="mt-10">
        <h2 id="practice-heading" className="text-xl font-semibold text-ink">
          Videos and practice
        </h2>
        <div className="mt-4">
          <PracticeSummary summary={summary} />
        </div>
      </section>
      <section aria-labelledby="suite-heading" className="mt-10">
        <h2 id="suite-heading" className="text-xl font-semibold text-ink">
          Suite score
        </h2>
        <p className="mt-1 text-sm text-slate-700">How many planted defects your own automated suite catches, scored like mutation testing.</p>
        <div className="mt-4">
          <Suspense fallback={<SuiteScoreLoading />}>
            <SuiteScorePanel userId={identity.userId} />
          </Suspense>
        </div>
      </section>
      <section aria-labelledby="activity-heading" className="mt-10">
        <h2 id="activity-heading" className="text-xl font-semibold text-ink">
          Activity
        </h2>
        <div className="mt-4">
          <ActivityChart weeks={summary.activity} />
        </div>
      </section>
    </PortalPage>
  );
}
