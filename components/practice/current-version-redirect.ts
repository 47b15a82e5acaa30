import { redirect } from 'next/navigation';
import { requireRole } from '@/lib/auth/guards';
import { exercisePath, type HostedExercise } from '@/lib/practice/registry';

/** /student/practice/{link} without a version leads to the current one (docs/product.md#versioned-exercises). */
export async function redirectToCurrentVersion(exercise: HostedExercise): Promise<never> {
  await requireRole('student');
  redirect(exercisePath(exercise));
}
