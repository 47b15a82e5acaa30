import type { ReactNode } from 'react';
import { requireRole } from '@/lib/auth/guards';
import { exercisePagePlanted } from '@/lib/practice/defects/active';
import { EXERCISES, exercisePath, type HostedExercise } from '@/lib/practice/registry';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';
import { hasStarterKit } from '@/lib/practice/starter-kit-zip';
import { KIT_TOOLS } from '@/lib/practice/starter-kits';
import { BugHuntPanel } from './bug-hunt/bug-hunt-panel';
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
 * The frame of every hosted exercise (docs/product.md#practice-lab): a student or admin only, the
 * title and version, the task sheet (from the server registry), the bug-mode switch and reset, the bug hunt (in bug
 * mode), the exercise itself, then its starter kits.
 */
export async function ExercisePage({ exercise, version, children }: ExercisePageProps) {
  const session = await requireRole('student');
  const { bugMode, planted, followSwitch } = await exercisePagePlanted(session.identity.userId, exercise);
  const info = EXERCISES[exercise];
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10" data-test={`exercise-${exercise}`}>
      <PracticeHeader
        eyebrow="Practice Exercise"
        title={info.title}
        badge={
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700" data-test="exercise-version">
            {version}
          </span>
        }
      />
      <PracticeSessionProvider exercise={exercise} initialBugMode={bugMode} initialPlanted={planted} plantedFollowSwitch={followSwitch}>
        <div className="mt-6 space-y-6">
          <TaskSheetPanel sheet={SERVER_EXERCISES[exercise].taskSheet} versionPath={exercisePath(exercise, version)} />
          <PracticeControls />
          <BugHuntPanel areas={SERVER_EXERCISES[exercise].taskSheet.reportAreas} />
          <PracticeBody>{children}</PracticeBody>
          {/* An exercise new to the lab may come before its kits; no link then leads nowhere. */}
          {KIT_TOOLS.every((tool) => hasStarterKit(exercise, tool)) && <StarterKits exercise={exercise} />}
        </div>
      </PracticeSessionProvider>
    </section>
  );
}
