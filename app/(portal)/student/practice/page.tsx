import type { Metadata } from 'next';
import { PracticeBrowser } from '@/components/practice/practice-browser';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Practice' };

/** The practice items inside the portal: the same list as /practice, linking to the exercises themselves. */
export default async function StudentPracticePage() {
  await requireRole('student');
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Student Portal</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Practice
      </h1>
      <div className="mt-8">
        {/* The server knows the visitor is logged in, so the links point into the portal from the first render. */}
        <PracticeBrowser loggedIn />
      </div>
    </section>
  );
}
