import 'server-only';
import type { ObservedExchange } from '../../api/observed-exchange';
import { bearerRefusalOf } from '../credentials/bearer-check';

// How the server tells a challenge was met (docs/architecture.md#challenges): a check per challenge, in the
// exercise's server/ folder, beside the public list it answers for. Server-only: the lab publishes what to do,
// never how it is checked.

export interface ChallengeCheck {
  /** The public challenge's id. */
  id: string;
  /**
   * Whether this exchange, credited to `learnerId`, meets the challenge. Called on every exchange of the
   * exercise's API, met or not, so a check that needs history (a 429, then a later request) may keep a little
   * per-learner state; it must be cheap and must not touch the database.
   */
  metBy: (exchange: ObservedExchange, learnerId: string) => boolean;
}

/**
 * Whom an exchange is credited to: the caller; or, for a refused expired OAuth access token, the learner it was
 * issued to (only its holder can present it). Nobody for any other refusal before a caller was known.
 */
export function creditedLearner(exchange: ObservedExchange): string | null {
  if (exchange.caller) return exchange.caller.userId;
  const refusal = bearerRefusalOf(exchange);
  return refusal?.reason === 'expired' ? refusal.userId : null;
}
