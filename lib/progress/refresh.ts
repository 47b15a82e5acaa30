import 'server-only';
import { issueEarnedCertificates } from '../certificates/issue';
import { syncExerciseCompletions } from './exercise-completions';

/**
 * Brings the learner's stored progress up to date before it is shown or after it moved: completions the exercises'
 * rules now see are stored, and certificates the learner now earns are issued (each once).
 */
export async function refreshLearnerProgress(userId: string): Promise<void> {
  await syncExerciseCompletions(userId);
  await issueEarnedCertificates(userId);
}
