import 'server-only';
import { requireRole } from '@/lib/auth/guards';
import { pageFlagsFor } from '@/lib/practice/defects/active';

/**
 * The bare frame and window pages of Frames & Alert sit outside the portal layout, so each checks the
 * role itself (a student or an admin; a visitor goes to /login) and reads which of the exercise's page defects are
 * live for the learner (docs/architecture.md#defects-one-at-a-time): the same keys as the exercise page's.
 */
export async function frameLearnerPlanted(): Promise<Record<string, boolean>> {
  const session = await requireRole('student');
  return pageFlagsFor(session.identity.userId, 'frames-alert');
}
