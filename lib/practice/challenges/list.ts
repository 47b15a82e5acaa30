import 'server-only';
import { HOSTED_EXERCISES, type HostedExercise } from '../registry';
import { SERVER_EXERCISES } from '../server-registry';
import { forgetMetChallengesOf } from './met-memory';
import { deleteMetChallenges, metChallengesOf } from './met-store';
import type { ChallengeListReply } from './shapes';

// The learner's challenges as GET /api/practice/v1/challenges answers them, read through the server registry so no
// exercise is named here (docs/architecture.md#challenges), and their reset.

/** Every challenge of the exercise (or of the whole lab), in the exercise's order, with whether and when it was met. */
export async function challengeListOf(userId: string, exercise?: HostedExercise): Promise<ChallengeListReply> {
  const met = new Map((await metChallengesOf(userId, exercise)).map((row) => [row.challengeId, row.metAt]));
  const exercises = exercise ? [exercise] : HOSTED_EXERCISES;
  const challenges = exercises.flatMap((id) =>
    SERVER_EXERCISES[id].challenges.map((challenge) => {
      const metAt = met.get(challenge.id) ?? null;
      return { ...challenge, exercise: id, met: metAt !== null, metAt: metAt?.toISOString() ?? null };
    }),
  );
  return { challenges, met: challenges.filter((challenge) => challenge.met).length, total: challenges.length };
}

/** Clears the learner's met challenges (of one exercise, or all), here and in every instance's memory. */
export async function resetMetChallenges(userId: string, exercise?: HostedExercise): Promise<void> {
  await deleteMetChallenges(userId, exercise);
  forgetMetChallengesOf(userId);
}
