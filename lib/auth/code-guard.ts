import 'server-only';
import { ApiError } from '../api/errors';
import { codesPausedMessage } from '../mail/messages';
import { sendMail } from '../mail/transport';
import { MSG } from '../messages';
import { countHit, limitOf, RATE_RULES, secondsUntilRoom, uncountHit, withinLimit } from '../security/rate-limit';
import { issueCode, type OtpType } from './codes';
import { processSingleton } from '../cache/process-singleton';

// Per-account guards around the 6-digit codes (docs/architecture.md#codes). Every counter is keyed by
// the e-mail address as typed, whether or not an account uses it, so no reply differs between the two.

const codesPaused = (retryAfterSeconds: number) =>
  new ApiError(429, MSG.codeChecksPaused, undefined, { 'Retry-After': String(retryAfterSeconds) });

/**
 * Runs one code check for `email` inside the account's daily budget of wrong codes. The attempt is counted
 * before the check (so a burst from many addresses cannot overshoot the budget) and taken back when the code
 * was right. Once the budget is spent, no code is checked until the window ends: a 429 with Retry-After.
 */
export async function checkCodeWithinBudget(email: string, check: () => Promise<void>): Promise<void> {
  const rule = RATE_RULES.codeFailuresPerAccount;
  const { count, retryAfter } = await countHit(rule, email);
  if (count > limitOf(rule)) throw codesPaused(retryAfter);
  await check();
  await uncountHit(rule, email);
}

/**
 * A code asked for by a public route (verify again, forgot password). Past the account's hourly cap
 * nothing is sent; while its code checks are paused, the owner is told by e-mail when they work again
 * instead of being sent a code that could not be used.
 */
export async function sendRequestedCode(email: string, type: OtpType): Promise<void> {
  if (!(await withinLimit(RATE_RULES.codeSendPerAccount, email))) return;
  const pausedFor = await secondsUntilRoom(RATE_RULES.codeFailuresPerAccount, email);
  if (pausedFor > 0) return sendMail(codesPausedMessage(email, new Date(Date.now() + pausedFor * 1000)));
  await issueCode(email, type);
}

/**
 * Starts work whose outcome the reply must not reveal (does the address have an account? was a code
 * sent?) after the reply, so the reply takes the same time either way. Failures are logged only.
 */
export function afterReply(label: string, work: () => Promise<void>): void {
  // Started a moment later, not at once: the embedded database runs on this thread, so work started
  // now would hold back the reply's bytes by exactly the time it takes.
  const running = new Promise((resolve) => setTimeout(resolve, AFTER_REPLY_DELAY_MS))
    .then(work)
    .catch((error) => console.error(`[${label}] could not finish`, error))
    .finally(() => pending().delete(running));
  pending().add(running);
}

const AFTER_REPLY_DELAY_MS = 20;
const pending = () => processSingleton('after-reply-work', () => new Set<Promise<void>>());

/** Resolves once all work started by afterReply has finished (tests time replies on a quiet server). */
export async function afterReplyWorkDone(): Promise<void> {
  while (pending().size > 0) await Promise.all([...pending()]);
}
