import { setBugMode } from '@/lib/practice/bug-mode';
import { pinDefect } from '@/lib/practice/defects/pin';
import { createLoggedInUser, type TestUser } from './users';

// Defects one at a time for tests (docs/architecture.md#defects-one-at-a-time): a fresh learner with exactly one planted
// defect live (or none), through the same server function a scoring round will call.

export interface PinnedLearnerOptions {
  /** The learner's own bug-mode switch, set aside while pinned. */
  bugMode?: boolean;
}

/** A logged-in learner for whom exactly `defectId` is live (none for null), whatever their switch says. */
export async function learnerWithDefect(defectId: string | null, { bugMode = false }: PinnedLearnerOptions = {}): Promise<TestUser> {
  const user = await createLoggedInUser();
  if (bugMode) await setBugMode(user.id, true);
  await pinDefect(user.id, defectId);
  return user;
}
