import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CourseDetailsPanel } from '@/components/learning/course-details-panel';
import { TrainingVideosPanel } from '@/components/learning/training-videos-panel';
import { listLearningCourses } from '@/lib/learning/queries';

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
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Resources</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Learning</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Read the learning topics of each program, then watch the training videos recorded for our students.
        </p>
      </header>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <CourseDetailsPanel courses={courses} />
        <div className="lg:col-span-2">
          <TrainingVideosPanel />
        </div>
      </div>
    </div>
  );
}
