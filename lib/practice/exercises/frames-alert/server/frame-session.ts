import 'server-only';
import { requireRole } from '@/lib/auth/guards';
import { sealedPageFlagsFor } from '@/lib/practice/defects/active';
import type { SealedPlanted } from '@/lib/practice/defects/sealed-flags';

/**
 * The bare frame and window pages of Frames & Alert sit outside the portal layout, so each checks the
 * role itself (a student or an admin; a visitor goes to /login) and reads which of the exercise's page defects are
 * live for the learner (docs/architecture.md#defects-one-at-a-time): the same keys as the exercise page's, sealed like
 * its own, so these pages too render clean on the server and take the flags in the browser after hydration.
 */
export async function frameLearnerPlanted(): Promise<SealedPlanted> {
  const session = await requireRole('student');
  return sealedPageFlagsFor(session.identity.userId, 'frames-alert');
}
