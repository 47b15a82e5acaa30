import 'server-only';
import { requireRole } from '@/lib/auth/guards';
import { isBugModeOn } from '@/lib/practice/bug-mode';

/**
 * The bare frame and window pages of Frames & Alert sit outside the portal layout, so each checks the
 * role itself (a student or an admin; a visitor goes to /login) and reads the learner's bug mode.
 */
export async function frameLearnerBugMode(): Promise<boolean> {
  const session = await requireRole('student');
  return isBugModeOn(session.identity.userId);
}
