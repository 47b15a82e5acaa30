import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CourseDetailsPanel } from '@/components/learning/course-details-panel';
import { TrainingVideosPanel } from '@/components/learning/training-videos-panel';
import { listLearningCourses } from '@/lib/learning/queries';
import { PageHeader } from '@/components/layout/page-header';

export const metadata: Metadata = {
  title: 'Learning',
  description:
    'Course learning topics for Manual Testing, Automation Testing and Test Preparation, and training videos for enrolled students.',
};

export default async function LearningPage() {
  // Rendered per request from the cached query, so an admin's change shows on the next view.
  await connection();
  const courses = await listLearningCourses();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Resources"
        title="Learning"
        intro="Read the learning topics of each program, then watch the training videos recorded for our students."
      />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <CourseDetailsPanel courses={courses} />
        <div className="lg:col-span-2">
          <TrainingVideosPanel />
        </div>
      </div>
    </div>
  );
}
