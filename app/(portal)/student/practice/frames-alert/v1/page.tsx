import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { FramesAlertExercise } from '@/lib/practice/exercises/frames-alert/ui/frames-alert-exercise';

export const metadata: Metadata = { title: 'Frames & Alert' };

// Frames & Alert, version 1 (docs/practice/frames-alert.md). Its frames and windows are the bare pages
// under app/(practice-frames)/student/practice/frames-alert/v1/.
export default async function FramesAlertV1Page() {
  return (
    <ExercisePage exercise="frames-alert" version="v1">
      <FramesAlertExercise />
    </ExercisePage>
  );
}
