import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertUnderLimit, clearRateLimit, countHit, peekRateLimit, RATE_RULES } from './rate-limit';

const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 8_000;

/**
 * How long a login attempt on an account waits, given the wrong passwords that account received
 * from anywhere in the current window. None up to the rule's max; then 250 ms, doubling, at most 8 s.
 * A guesser spread over many addresses gets ever slower answers; the owner still gets in.
 */
export function loginDelayMs(accountFailures: number, freeFailures = RATE_RULES.loginFailuresPerAccount.max): number {
  const over = accountFailures - freeFailures;
  if (over <= 0) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (over - 1));
}

const pair = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Runs before a password is checked. Refuses (429) only an address that itself sent too many wrong
 * passwords — for this account, or over all accounts — so nobody can lock another person out; the
 * account-wide count only slows the answer down.
 */
export async function throttleLoginAttempt(email: string, ip: string): Promise<void> {
  await assertUnderLimit(RATE_RULES.loginFailuresPerAccountAndIp, pair(email, ip));
  await assertUnderLimit(RATE_RULES.loginFailuresPerIp, ip);
  const { count } = await peekRateLimit(RATE_RULES.loginFailuresPerAccount, email);
  const delay = loginDelayMs(count);
  if (delay > 0) await sleep(delay);
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  await countHit(RATE_RULES.loginFailuresPerAccountAndIp, pair(email, ip));
  await countHit(RATE_RULES.loginFailuresPerIp, ip);
  await countHit(RATE_RULES.loginFailuresPerAccount, email);
}

/** The owner got in from this address: its typos for this account are forgiven. */
export async function recordLoginSuccess(email: string, ip: string): Promise<void> {
  await clearRateLimit(RATE_RULES.loginFailuresPerAccountAndIp, pair(email, ip));
}
