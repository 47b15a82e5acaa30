import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ChunkAccordion } from '@/components/learning/chunk-accordion';
import { ButtonLink } from '@/components/ui/button-link';
import { getLearningCourse } from '@/lib/learning/queries';
import { serialId } from '@/lib/validation/params';
import { PageHeader } from '@/components/layout/page-header';

interface LearningTopicPageProps {
  params: Promise<{ id: string }>;
}

async function courseFor(params: LearningTopicPageProps['params']) {
  const id = serialId.safeParse((await params).id);
  return id.success ? getLearningCourse(id.data) : null;
}

export async function generateMetadata({ params }: LearningTopicPageProps): Promise<Metadata> {
  const course = await courseFor(params);
  if (!course) return { title: 'Learning Topic' };
  return {
    title: `Learning Topic: ${course.course_title}`,
    description: `${course.course_name} learning topics: ${course.chunks.map((chunk) => chunk.chunk_title).join(', ')}.`,
  };
}

export default async function LearningTopicPage({ params }: LearningTopicPageProps) {
  // Rendered per request from the cached query, so an admin's change shows on the next view.
  await connection();
  const course = await courseFor(params);
  if (!course) notFound();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <ButtonLink href="/learning" variant="secondary">
        ← Back to Learning
      </ButtonLink>
      <PageHeader
        className="mt-8"
        eyebrow={course.course_name}
        title={`Learning Topic: ${course.course_title}`}
        intro={
          <>
            {course.chunks.length === 1 ? '1 section' : `${course.chunks.length} sections`}. Open a section to read its notes.
          </>
        }
      />
      <div className="mt-8">
        {course.chunks.length > 0 ? (
          <ChunkAccordion courseId={course.course_id} chunks={course.chunks} />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            The learning topics of this course are being prepared. Please check back soon.
          </p>
        )}
      </div>
    </div>
  );
}
