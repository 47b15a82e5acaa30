import type { TestUser } from '../../helpers/users';

/**
 * What each exercise's tests folder (tests/integration/practice/{id}/journey.ts) exports: the clean
 * journey through the exercise's own API, as a learner's passing test would walk it, and one of the
 * exercise's pages. The registry test (./registry.test.ts) runs them for every registered exercise.
 */
export interface ExerciseJourney {
  /** Completes the clean journey as `user`; answers the status of the API call that completed it. */
  complete(user: TestUser): Promise<number>;
}
