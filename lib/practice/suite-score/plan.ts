import 'server-only';
import { randomInt } from 'node:crypto';
import { SUITE_SCORE_FIGURES } from './figures';

// A run's plan (docs/architecture.md#suite-score): every defect of the exercise alone once, and the clean rounds
// (null), in an order drawn with the operating system's randomness (a Fisher-Yates shuffle) and kept on the server.

export function planRounds(defectIds: readonly string[]): (string | null)[] {
  const plan: (string | null)[] = [...defectIds, ...Array.from({ length: SUITE_SCORE_FIGURES.cleanRounds }, () => null)];
  for (let i = plan.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [plan[i], plan[j]] = [plan[j], plan[i]];
  }
  return plan;
}
