import 'server-only';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { DbOrTx } from '../db/types';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../api/errors';
import { env } from '../env';
import { processSingleton } from '../cache/process-singleton';

export interface RateRule {
  /** Bucket family, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit the server applies, in one place (the README's limits table lists the same numbers).
 * They are sized for a training centre: a class of 30 learners behind one public address registers,
 * verifies and logs in within the same 10 minutes, so per-address limits leave room for that class
 * several times over, while per-account limits stay tight.
 */
export const RATE_RULES = {
  // Logins and registrations from one address are sized for a class of 300 behind one public address in a lesson's
  // first minutes (README "Account safety"): each learner registers, signs in up to four times and mistypes a
  // password once. Guessing is held back per account and per device, not by these: a browser that signed in to an
  // account before (its device cookie, lib/auth/device-cookie.ts) is never refused by them at all.
  // Login requests from new devices at one address.
  loginPerIp: { name: 'login-ip', max: 1200, windowSeconds: 15 * MINUTE },
  // Wrong passwords for one account from one address: that address waits; the owner elsewhere does not.
  loginFailuresPerAccountAndIp: { name: 'login-fail-account-ip', max: 5, windowSeconds: 15 * MINUTE },
  // Wrong passwords from one address over all accounts (a guesser trying many accounts).
  loginFailuresPerIp: { name: 'login-fail-ip', max: 400, windowSeconds: 15 * MINUTE },
  // Wrong passwords for one account from anywhere. Never refuses the owner's known device; past `max` the account is
  // under attack: a new device's wrong answer waits longer each time (loginDelayMs) and at most
  // GUESSES_IN_FLIGHT_PER_ACCOUNT new devices' checks run at once (lib/security/login-throttle.ts).
  loginFailuresPerAccount: { name: 'login-fail-account', max: 5, windowSeconds: 15 * MINUTE },
  // Wrong passwords sent with one device cookie: past it that browser is a new device again until the window ends.
  loginFailuresPerDevice: { name: 'login-fail-device', max: 5, windowSeconds: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 600, windowSeconds: HOUR },
  resendPerIp: { name: 'resend-ip', max: 60, windowSeconds: 10 * MINUTE },
  forgotPerIp: { name: 'forgot-ip', max: 60, windowSeconds: 15 * MINUTE },
  // Codes e-mailed to one address (verification and reset together), whoever asks from wherever: past it
  // the request is answered as usual but nothing is sent, so nobody can flood an inbox (lib/auth/code-guard.ts).
  codeSendPerAccount: { name: 'code-send-account', max: 5, windowSeconds: HOUR },
  // Wrong codes for one address, over all its codes, both purposes and every client address. Past it no
  // code is checked for that address until the window ends: at most 30 guesses a day out of 10^6 codes
  // (README "Account safety"). Codes have no per-code try limit, so a stranger cannot burn the owner's code.
  codeFailuresPerAccount: { name: 'code-fail-account', max: 30, windowSeconds: DAY },
  // Code checks from one address over all accounts: a class verifying at once fits; a flood does not.
  codeCheckPerIp: { name: 'code-check-ip', max: 60, windowSeconds: 15 * MINUTE },
  accountChangePerIp: { name: 'account-change-ip', max: 200, windowSeconds: 15 * MINUTE },
  contactPerIp: { name: 'contact-ip', max: 30, windowSeconds: 10 * MINUTE },
  // Card testing (trying stolen numbers one by one) is the abuse to stop: few attempts per account.
  paymentPerUser: { name: 'payment-user', max: 10, windowSeconds: HOUR },
  paymentPerIp: { name: 'payment-ip', max: 120, windowSeconds: HOUR },
  // Each review lands on the public home page; a student writes a few, never dozens an hour.
  reviewPerUser: { name: 'review-user', max: 10, windowSeconds: HOUR },
  // A bug-hunt page's evidence (docs/architecture.md#bug-hunt): a page sends one post per slot it shows; a script
  // trying codes meets the wall after a few dozen, and each refused code is on the trainer's trust view.
  bugHuntEvidencePerUser: { name: 'bug-hunt-evidence-user', max: 60, windowSeconds: 10 * MINUTE },
  // The practice OAuth token endpoint: a class's suites ask for a token per run, a script that asks per request
  // meets 429s long before the table of stored tokens grows (a client also keeps at most 100 live ones).
  oauthTokenPerIp: { name: 'oauth-token-ip', max: 600, windowSeconds: 10 * MINUTE },
  // Progress events (a topic read, a player's report every few seconds): a class behind one address watching videos
  // together fits; only a flood meets it.
  progressEventsPerIp: { name: 'progress-events-ip', max: 6000, windowSeconds: 10 * MINUTE },
  // One learner's progress events: a player reports every 10 s (60 in 10 minutes), reading a course's topics adds one
  // each; a script sending reports in bulk meets it, and the event log it fills stays small.
  progressEventsPerUser: { name: 'progress-events-user', max: 300, windowSeconds: 10 * MINUTE },
  certificatePdfPerUser: { name: 'certificate-pdf-user', max: 30, windowSeconds: 10 * MINUTE },
} satisfies Record<string, RateRule>;

const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowSeconds)) * 1000;
const PRUNE_EVERY_MS = 60_000;
const pruned = () => processSingleton('rate-limit-pruned', () => ({ lastAt: 0 }));

const bucketKey = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;
export const limitOf = (rule: RateRule) => rule.max * env().RATE_LIMIT_SCALE;
const secondsLeft = (windowStart: number, rule: RateRule, now: number) =>
  Math.max(1, Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000));

/**
 * Counts one hit (or `amount`, e.g. kilobytes stored) against `rule` for `subject` in a fixed window stored
 * in the database, so every server process shares the same counters. Returns the count in the current
 * window. With `db` (a caller's transaction) the count is part of that transaction.
 */
export async function countHit(
  rule: RateRule,
  subject: string,
  options: { amount?: number; db?: DbOrTx } = {},
): Promise<{ count: number; retryAfter: number }> {
  const [counted] = await countHits([{ rule, subject }], options);
  return counted;
}

/**
 * Counts against several rules, each for its subject, in one statement (a new device's wrong password counts against
 * three at once: one query instead of three, which matters on the embedded database, lib/db/query-turns.ts). The
 * rules must share a window length. Answers each count in the order given.
 */
export async function countHits(
  hits: ReadonlyArray<{ rule: RateRule; subject: string }>,
  { amount = 1, db: given }: { amount?: number; db?: DbOrTx } = {},
): Promise<Array<{ count: number; retryAfter: number }>> {
  if (hits.length === 0) return [];
  const { windowSeconds } = hits[0].rule;
  if (hits.some(({ rule }) => rule.windowSeconds !== windowSeconds)) throw new Error('countHits: the rules counted together must share a window length');
  const db = given ?? (await getDb());
  const now = Date.now();
  if (!given) await pruneNowAndThen(now);
  const windowOpenedBefore = now - windowSeconds * 1000;
  const rows = await db
    .insert(rateLimits)
    .values(hits.map(({ rule, subject }) => ({ key: bucketKey(rule, subject), count: amount, windowStart: now })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpenedBefore} then ${amount} else ${rateLimits.count} + ${amount} end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpenedBefore} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return hits.map(({ rule, subject }) => {
    const row = byKey.get(bucketKey(rule, subject))!;
    return { count: row.count, retryAfter: secondsLeft(row.windowStart, rule, now) };
  });
}

/** Counts one hit and throws a 429 (with Retry-After) once the window is full. */
export async function hitRateLimit(rule: RateRule, subject: string): Promise<void> {
  const { count, retryAfter } = await countHit(rule, subject);
  if (count > limitOf(rule)) throw tooManyRequests(retryAfter);
}

/** The hits counted so far in the current window, without adding one (in `db`, a caller's transaction, when given). */
export async function peekRateLimit(rule: RateRule, subject: string, db?: DbOrTx): Promise<{ count: number; retryAfter: number }> {
  const [peeked] = await peekRateLimits([{ rule, subject }], db);
  return peeked;
}

/** The hits counted so far against each rule for its subject, read in one query; in the order given. */
export async function peekRateLimits(
  peeks: ReadonlyArray<{ rule: RateRule; subject: string }>,
  db?: DbOrTx,
): Promise<Array<{ count: number; retryAfter: number }>> {
  db ??= await getDb();
  const now = Date.now();
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, peeks.map(({ rule, subject }) => bucketKey(rule, subject))));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return peeks.map(({ rule, subject }) => {
    const row = byKey.get(bucketKey(rule, subject));
    if (!row || row.windowStart <= now - rule.windowSeconds * 1000) return { count: 0, retryAfter: 0 };
    return { count: row.count, retryAfter: secondsLeft(row.windowStart, rule, now) };
  });
}

/** Throws a 429 when the window already holds `max` hits, without counting this request. */
export async function assertUnderLimit(rule: RateRule, subject: string): Promise<void> {
  refuseWhenFull(rule, await peekRateLimit(rule, subject));
}

/** Throws a 429 (with Retry-After) when a window read by peekRateLimit(s) already holds the rule's limit. */
export function refuseWhenFull(rule: RateRule, { count, retryAfter }: { count: number; retryAfter: number }): void {
  if (count >= limitOf(rule)) throw tooManyRequests(retryAfter);
}

/** Takes back one hit counted by countHit (an attempt reserved before its outcome was known that succeeded). */
export async function uncountHit(rule: RateRule, subject: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, bucketKey(rule, subject)));
}

/** Seconds until the window has room again, or 0 while it has room now (nothing is counted). */
export async function secondsUntilRoom(rule: RateRule, subject: string): Promise<number> {
  const { count, retryAfter } = await peekRateLimit(rule, subject);
  return count >= limitOf(rule) ? retryAfter : 0;
}

/** Counts one hit; true while the window still had room for it. */
export async function withinLimit(rule: RateRule, subject: string): Promise<boolean> {
  return (await countHit(rule, subject)).count <= limitOf(rule);
}

export async function clearRateLimit(rule: RateRule, subject: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, bucketKey(rule, subject)));
}

/** Deletes counters whose window closed long ago, so the table stays as small as the live windows. */
export async function pruneExpiredRateLimits(now = Date.now()): Promise<number> {
  const db = await getDb();
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, now - LONGEST_WINDOW_MS))
    .returning({ key: rateLimits.key });
  return removed.length;
}

// At most once a minute per process, on the request path (one delete over a table this keeps small; no
// timer to manage or stop).
async function pruneNowAndThen(now: number): Promise<void> {
  const last = pruned();
  if (now - last.lastAt < PRUNE_EVERY_MS) return;
  last.lastAt = now;
  await pruneExpiredRateLimits(now);
}
