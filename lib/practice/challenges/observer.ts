import 'server-only';
import type { ExchangeObserver } from '../../api/observed-exchange';
import type { HostedExercise } from '../registry';
import { creditedLearner, type ChallengeCheck } from './check';
import { knownMet, metMemoryGeneration, rememberMet } from './met-memory';
import { recordMetChallenges } from './met-store';

/**
 * The observer an exercise's routes hand to withRoute (`observe`), detecting its challenges from each exchange
 * (docs/architecture.md#challenges). Every check sees every exchange; what is newly met is written once (the first
 * time counts) and remembered, so a learner meeting a challenge again costs no database write. A failing check is
 * logged and skipped; withRoute keeps any failure away from the reply.
 */
export function challengeObserver(exercise: HostedExercise, checks: readonly ChallengeCheck[]): ExchangeObserver {
  return async (exchange) => {
    const learnerId = creditedLearner(exchange);
    if (learnerId === null) return;
    const met = checks.filter((check) => passes(check, exchange, learnerId)).map((check) => check.id);
    const newlyMet = met.filter((id) => !knownMet(learnerId, id));
    if (newlyMet.length === 0) return;
    const generation = metMemoryGeneration();
    await recordMetChallenges(learnerId, exercise, newlyMet);
    rememberMet(learnerId, newlyMet, generation);
  };
}

function passes(check: ChallengeCheck, ...args: Parameters<ChallengeCheck['metBy']>): boolean {
  try {
    return check.metBy(...args);
  } catch (error) {
    console.error(`[challenges] check ${check.id} failed`, error);
    return false;
  }
}
