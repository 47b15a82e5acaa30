import type { Metadata } from 'next';
import Link from 'next/link';
import { PortalPage } from '@/components/layout/portal-page';
import { PracticeBrowser } from '@/components/practice/practice-browser';
import { requireRole } from '@/lib/auth/guards';
import { completedExercisesOf, syncExerciseCompletions } from '@/lib/progress/exercise-completions';

export const metadata: Metadata = { title: 'Practice' };

/** The practice items inside the portal: the same list as /practice, linking to the exercises themselves. */
export default async function StudentPracticePage() {
  const { identity } = await requireRole('student');
  // The cards of completed exercises say so (docs/product.md#progress).
  await syncExerciseCompletions(identity.userId);
  const completed = (await completedExercisesOf(identity.userId)).map((row) => row.exercise);
  return (
    <PortalPage eyebrow="Student Portal" title="Practice">
      <p className="mb-6 text-slate-700">
        Found planted defects with bug mode on?{' '}
        <Link href="/student/practice/bug-hunt" className="font-semibold text-brand-700 underline" data-test="bug-hunt-score-board-link">
          Your bug hunt score board
        </Link>
      </p>
      {/* The server knows the visitor is logged in, so the links point into the portal from the first render. */}
      <PracticeBrowser loggedIn completed={completed} />
    </PortalPage>
  );
}
