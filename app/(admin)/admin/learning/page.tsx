import type { Metadata } from 'next';
import { LearningEditor } from '@/components/admin/learning/learning-editor';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'My Learning' };

// The editor reads the courses in the browser and updates them in place after each change.
export default async function AdminLearningPage() {
  await requireRole('admin');
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Admin Panel</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        My Learning
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Course titles and their chunks of learning content. Each chunk lists its items on the course&apos;s learning page, which
        shows every change at once.
      </p>
      <div className="mt-8">
        <LearningEditor />
      </div>
    </section>
  );
}
