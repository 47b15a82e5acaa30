import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { requireRole } from '@/lib/auth/guards';
import { exerciseViewCookieName, parseExerciseView } from '@/lib/practice/exercise-view';
import { EXERCISES, exercisePath, type HostedExercise } from '@/lib/practice/registry';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';
import { starterKitTools } from '@/lib/practice/starter-kit-zip';
import { BugHuntPanel } from './bug-hunt/bug-hunt-panel';
import { ExerciseViewTabs } from './exercise-view-tabs';
import { PracticeControls } from './practice-controls';
import { PracticeHeader } from './practice-header';
import { PracticeBody, PracticeSessionProvider } from './practice-session';
import { StarterKits } from './starter-kits';
import { TaskSheetPanel } from './task-sheet-panel';

interface ExercisePageProps {
  exercise: HostedExercise;
  version: string;
  /** The exercise's client component; it reads the bug mode with usePracticeSession(). */
  children: ReactNode;
}

/**
 * The frame of every hosted exercise (docs/product.md#practice-lab): a student or admin only, the title and version,
 * the bug-mode switch and reset, the bug hunt (in bug mode), then the tabs "Exercise" (the exercise itself, shown
 * first) and "Task sheet" (from the server registry), opened on the learner's stored choice, then its starter kits.
 */
export async function ExercisePage({ exercise, version, children }: ExercisePageProps) {
  const session = await requireRole('student');
  // Nothing of the learner is drawn but the panel they chose: the page is the same for every learner and kept once for
  // all (docs/architecture.md#shared-exercise-pages); their switch and the page's flags arrive through the practice API.
  const info = EXERCISES[exercise];
  const { userId } = session.identity;
  const view = parseExerciseView((await cookies()).get(exerciseViewCookieName(userId))?.value);
  const sheet = SERVER_EXERCISES[exercise].taskSheet;
  const kits = starterKitTools(exercise);
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-8" data-test={`exercise-${exercise}`}>
      <PracticeHeader
        eyebrow="Practice Exercise"
        title={info.title}
        badge={
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700" data-test="exercise-version">
            {version}
          </span>
        }
      />
      <PracticeSessionProvider exercise={exercise}>
        <div className="mt-4 space-y-4">
          <PracticeControls />
          <BugHuntPanel areas={sheet.reportAreas} />
          <ExerciseViewTabs
            initialView={view}
            exercise={<PracticeBody>{children}</PracticeBody>}
            sheet={<TaskSheetPanel exercise={exercise} sheet={sheet} versionPath={exercisePath(exercise, version)} />}
          />
          {/* An exercise new to the lab may come before its kits; no link then leads nowhere. */}
          {kits.length > 0 && <StarterKits exercise={exercise} tools={kits} />}
        </div>
      </PracticeSessionProvider>
    </section>
  );
}
