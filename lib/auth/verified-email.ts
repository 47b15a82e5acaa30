import 'server-only';
import { forbiddenUntilFixed } from '../api/errors';
import type { SessionInfo } from './session';

// What others see, or what takes the server's storage, needs an e-mail address the account proved it owns
// (issue 29): publishing a review, storing practice files. Logging in unverified stays allowed
// (docs/product.md), so the refusal is a 403 that links to the page where the learner verifies.

export const VERIFY_EMAIL_PATH = '/verifyEmail';

/** Throws the 403 with `link: '/verifyEmail'` (which the page shows as a link) unless the e-mail is verified. */
export function assertVerifiedEmail(session: SessionInfo, message: string, code?: string): void {
  if (!session.user.emailVerified) throw forbiddenUntilFixed(message, VERIFY_EMAIL_PATH, code);
}
