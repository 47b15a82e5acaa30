import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertUnderLimit, clearRateLimit, countHit, RATE_RULES } from './rate-limit';

const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 8_000;

/**
 * How long a wrong-password answer for an account waits, given the wrong passwords that account received
 * from anywhere in the current window before this one. None up to the rule's max; then 250 ms, doubling,
 * at most 8 s. A guesser spread over many addresses gets ever slower answers; the owner's right password
 * is answered at once.
 */
export function loginDelayMs(accountFailures: number, freeFailures = RATE_RULES.loginFailuresPerAccount.max): number {
  const over = accountFailures - freeFailures;
  if (over <= 0) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (over - 1));
}

const pair = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Runs before a password is checked. Refuses (429) only an address that itself sent too many wrong
 * passwords — for this account, or over all accounts — so nobody can lock another person out. It never
 * waits: the account-wide back-off is applied to wrong answers only (recordLoginFailure), so a guesser
 * cannot slow down the owner's correct password.
 */
export async function throttleLoginAttempt(email: string, ip: string): Promise<void> {
  await assertUnderLimit(RATE_RULES.loginFailuresPerAccountAndIp, pair(email, ip));
  await assertUnderLimit(RATE_RULES.loginFailuresPerIp, ip);
}

/**
 * Counts a wrong password, then holds the 401 back for the account's back-off (loginDelayMs): a guesser
 * who waits for each answer gets ever slower answers, whatever address it comes from, while the hash check
 * ran at once and a right password is never held.
 */
export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  await countHit(RATE_RULES.loginFailuresPerAccountAndIp, pair(email, ip));
  await countHit(RATE_RULES.loginFailuresPerIp, ip);
  const { count } = await countHit(RATE_RULES.loginFailuresPerAccount, email);
  const delay = loginDelayMs(count - 1);
  if (delay > 0) await sleep(delay);
}

/** The owner got in from this address: its typos for this account are forgiven. */
export async function recordLoginSuccess(email: string, ip: string): Promise<void> {
  await clearRateLimit(RATE_RULES.loginFailuresPerAccountAndIp, pair(email, ip));
}
