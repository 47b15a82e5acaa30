import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { TimelineList } from '@/components/admin/progress/timeline-list';
import { PortalPage } from '@/components/layout/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { ProgressBar } from '@/components/progress/progress-bar';
import { ApiError } from '@/lib/api/errors';
import { requireRole } from '@/lib/auth/guards';
import { learnerTimeline } from '@/lib/progress/learner-detail';
import { progressSummaryOf } from '@/lib/progress/summary';
import { userIdParam } from '@/lib/validation/params';

export const metadata: Metadata = { title: 'Learner timeline' };

interface LearnerPageProps {
  params: Promise<{ userId: string }>;
}

async function timelineOrNull(userId: string) {
  try {
    return await learnerTimeline(userId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One learner for the trainer (docs/product.md#trainers-view): progress per course, certificates and the timeline. */
export default async function AdminLearnerPage({ params }: LearnerPageProps) {
  await requireRole('admin');
  await connection();
  const parsed = userIdParam.safeParse(await params);
  const detail = parsed.success ? await timelineOrNull(parsed.data.userId) : null;
  if (!detail) notFound();
  const summary = await progressSummaryOf(detail.learner.userId);
  return (
    <PortalPage eyebrow="Learner Progress" title={detail.learner.name} width="wide" intro={detail.learner.email}>
      <ButtonLink href="/admin/progress" variant="secondary">
        ← All learners
      </ButtonLink>
      <section aria-labelledby="courses-heading" className="mt-8">
        <h2 id="courses-heading" className="text-xl font-semibold text-ink">
          Courses
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {summary.courses.map((course) => (
            <li key={course.courseId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-ink">{course.courseName}</p>
              <div className="mt-2">
                <ProgressBar percent={course.percent} label={`${course.courseName} progress`} />
              </div>
              <p className="mt-2 text-sm text-slate-700">
                {course.topicsDone} of {course.topicsTotal} topics ·{' '}
                {course.certificate ? (course.certificate.revokedAt ? `certificate ${course.certificate.code} revoked` : `certificate ${course.certificate.code} issued`) : 'no certificate'}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="timeline-heading" className="mt-10">
        <h2 id="timeline-heading" className="text-xl font-semibold text-ink">
          Timeline
        </h2>
        <div className="mt-4">
          <TimelineList entries={detail.entries} />
        </div>
      </section>
    </PortalPage>
  );
}
