import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PortalPage } from '@/components/layout/portal-page';
import { CertificateRule } from '@/components/my-learning/certificate-rule';
import { ContinueLink } from '@/components/my-learning/continue-link';
import { StepList } from '@/components/my-learning/step-list';
import { ProgressBar } from '@/components/progress/progress-bar';
import { ApiError } from '@/lib/api/errors';
import { requireRole } from '@/lib/auth/guards';
import { myCourseViewOf } from '@/lib/my-learning/queries';
import type { MyCourseView } from '@/lib/my-learning/types';
import { serialId } from '@/lib/validation/params';

export const metadata: Metadata = { title: 'Course view' };

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';
const countDone = (items: readonly { done: boolean }[]) => `${items.filter((item) => item.done).length} of ${items.length} done`;

/** A course the learner is not enrolled in (or no course) is a 404, as an unknown page is. */
async function viewOrNotFound(userId: string, raw: string, paid: boolean): Promise<MyCourseView> {
  const courseId = serialId.safeParse(raw);
  if (!courseId.success) notFound();
  try {
    return await myCourseViewOf(userId, courseId.data, paid);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** A course view (docs/product.md#my-learning): its topics, videos, the exercises that count and its certificate rule. */
export default async function MyCourseViewPage({ params }: { params: Promise<{ courseId: string }> }) {
  const { identity } = await requireRole('student');
  await connection();
  const course = await viewOrNotFound(identity.userId, (await params).courseId, identity.payment === 'yes');
  const { exercises } = course;
  return (
    <PortalPage eyebrow="My learning" title={course.courseName} width="wide" intro={course.batch ? `Batch ${course.batch.batchCode}, starting ${course.batch.startDate}.` : undefined}>
      <div className="space-y-4">
        <ProgressBar percent={course.progress.percent} label={`${course.courseName} progress`} testId="learning-bar" />
        <ContinueLink step={course.next} courseName={course.courseName} />
      </div>
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <StepList
          id="topics-heading"
          title="Topics"
          summary={countDone(course.topics)}
          testId="learning-topics"
          empty="This course has no topics yet."
          items={course.topics.map((topic) => ({
            key: topic.chunkId,
            done: topic.done,
            label: <a href={`/learning/${course.courseId}`} className={linkClass}>{topic.title}</a>,
            state: topic.done ? 'Read' : 'Not read yet',
          }))}
        />
        <StepList
          id="videos-heading"
          title="Training videos"
          summary={course.videos ? countDone(course.videos) : 'Locked until you pay'}
          testId="learning-videos"
          empty={course.videos ? 'There are no training videos to watch yet.' : <a href="/payment" className={linkClass}>Pay your bill to unlock the training videos</a>}
          items={(course.videos ?? []).map((video) => ({
            key: video.videoId,
            done: video.done,
            label: <a href={`/learning#video-${video.videoId}`} className={linkClass}>{video.title}</a>,
            state: `${video.watched}% watched`,
          }))}
        />
        <StepList
          id="exercises-heading"
          title="Practice exercises"
          summary={exercises.need === null ? `${countDone(exercises.list)}; the certificate asks for none` : `${countDone(exercises.list)}; the certificate asks for ${exercises.need}`}
          testId="learning-exercises"
          empty="There are no practice exercises yet."
          items={exercises.list.map((exercise) => ({
            key: exercise.id,
            done: exercise.done,
            label: <a href={exercise.href} className={linkClass}>{exercise.name}</a>,
            state: exercise.done ? 'Completed' : 'Not completed yet',
          }))}
        />
        <CertificateRule course={course} />
      </div>
      <p className="mt-8">
        <Link href="/student/learning" className={linkClass} data-test="learning-back">
          ← All my courses
        </Link>
      </p>
    </PortalPage>
  );
}
