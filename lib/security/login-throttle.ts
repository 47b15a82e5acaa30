import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../api/errors';
import { processSingleton } from '../cache/process-singleton';
import { HASH_PRIORITY, HASH_RUNS_FOR_OTHERS, hashGate, type HashPriority } from '../auth/hash-gate';
import { createPriorityGate } from '../concurrency/priority-gate';
import { giveWayFromNow } from '../concurrency/give-way';
import type { KnownDevice } from '../auth/device-cookie';
import { clearRateLimit, countHits, hitRateLimit, limitOf, peekRateLimit, peekRateLimits, RATE_RULES, refuseWhenFull } from './rate-limit';

const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 8_000;

/**
 * New devices' logins for one account under attack whose password check may be waiting or running at once (in this
 * process). Past it a new device's login for that account is refused before any hash: a guess costs the server nothing.
 */
export const GUESSES_IN_FLIGHT_PER_ACCOUNT = 2;
/** New devices' hash checks waiting at the process's gate; past it a new device is asked to come back (a flood). */
export const NEW_DEVICES_WAITING_AT_MOST = 500;
/**
 * New devices' logins doing their database work (the limits read here, better-auth's lookup of the account) at once,
 * until their password check joins the hash gate's queue. The embedded database answers one query at a time on the
 * event loop: 40 guesses' queries sent at once would all be answered before the owner's. Two per hash run they may
 * take keep those runs busy.
 */
export const NEW_DEVICE_LOGINS_AT_ONCE = 2 * HASH_RUNS_FOR_OTHERS;
const ACCOUNT_BUSY_RETRY_SECONDS = 30;
const SERVER_BUSY_RETRY_SECONDS = 5;

export const ACCOUNT_UNDER_ATTACK_MESSAGE =
  'This account is receiving many sign-in attempts right now. Please try again in a minute, or sign in from a device you have used before.';
export const PASSWORD_CHECKS_BUSY_MESSAGE = 'The server is busy checking passwords. Please try again in a few seconds.';

/**
 * How long a wrong-password answer for an account waits, given the wrong passwords that account received
 * from anywhere in the current window before this one. None up to the rule's max; then 250 ms, doubling,
 * at most 8 s. A guesser spread over many addresses who waits for each answer gets ever slower answers.
 */
export function loginDelayMs(accountFailures: number, freeFailures = RATE_RULES.loginFailuresPerAccount.max): number {
  const over = accountFailures - freeFailures;
  if (over <= 0) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (over - 1));
}

const accountUnderAttack = () => new ApiError(429, ACCOUNT_UNDER_ATTACK_MESSAGE, undefined, { 'Retry-After': String(ACCOUNT_BUSY_RETRY_SECONDS) });

const pair = (email: string, ip: string) => `${email}|${ip}`;
const accountKey = (email: string) => email.trim().toLowerCase();

export const newDeviceGate = () => processSingleton('login-new-device-gate', () => createPriorityGate(NEW_DEVICE_LOGINS_AT_ONCE, 1));
const serverBusy = () => new ApiError(429, PASSWORD_CHECKS_BUSY_MESSAGE, undefined, { 'Retry-After': String(SERVER_BUSY_RETRY_SECONDS) });

// New devices' logins per account whose check is waiting or running here; an account leaves the map when none is.
const inFlight = () => processSingleton('login-checks-in-flight', () => new Map<string, number>());

/** What a login may do: the priority of its password check, and its place to give back once the check is over. */
export interface LoginAdmission {
  /** The validly signed device cookie naming this account, if the request carried one. */
  device: KnownDevice | null;
  /** That device still has its trust (fewer than loginFailuresPerDevice wrong passwords sent with it). */
  trusted: boolean;
  /** Wrong passwords sent with that device's cookie in the current window. */
  deviceFailures: number;
  priority: HashPriority;
  /** The password check joined the hash gate's queue: this login's database work before it is done. */
  hashQueued(): void;
  /**
   * The check is over (right or wrong): the account's place in flight is free again, and a known device's hold on new
   * devices' logins (./../concurrency/priority-gate.ts, holdFrom) is given back. Must be called once admitted.
   */
  release(): void;
}

/**
 * Runs before a password is checked. A known device (./../auth/device-cookie.ts) goes straight to the front of the
 * hash queue: no per-address limit and no attack on its account holds it back, and while its login runs no new
 * device's password check or database work starts (those already running go on). A new device is refused (429) when its
 * address sent too many login requests or wrong passwords (for this account, or over all accounts), and, once the
 * account is under attack (its recent wrong passwords plus the checks now in flight reach the free ones), when
 * GUESSES_IN_FLIGHT_PER_ACCOUNT checks for the account are already waiting or running: such a guess costs no hash.
 * Nothing here tells whether the account exists: the counters are keyed by the address as typed.
 */
export async function admitLogin(email: string, ip: string, device: KnownDevice | null): Promise<LoginAdmission> {
  const deviceFailures = device ? (await peekRateLimit(RATE_RULES.loginFailuresPerDevice, device.id)).count : 0;
  if (device && deviceFailures < limitOf(RATE_RULES.loginFailuresPerDevice)) {
    // Until this login's check is over, no new device's login check or database work starts: on a two-core server the
    // owner's scrypt run would otherwise share the cores with a guess's, and its queries queue behind theirs. Signed-in
    // users' own checks (HASH_PRIORITY.ordinary) are not held: the hold is on logins from new devices only.
    const holds = [hashGate().holdFrom(HASH_PRIORITY.newDevice), newDeviceGate().holdFrom(0)];
    const release = () => holds.forEach((giveBack) => giveBack());
    return { device, trusted: true, deviceFailures, priority: HASH_PRIORITY.knownDevice, hashQueued: () => {}, release };
  }
  // A new device's database work gives way to the rest of the server, query by query (lib/concurrency/give-way.ts): a burst
  // of guesses must not keep the owner's connection from being accepted.
  giveWayFromNow();
  // Taken before anything is awaited, so a burst sent at once finds its places in arrival order.
  const key = accountKey(email);
  const counts = inFlight();
  const ahead = counts.get(key) ?? 0;
  counts.set(key, ahead + 1);
  let released = false;
  let leaveGate = () => {};
  const release = () => {
    leaveGate();
    if (released) return;
    released = true;
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
  try {
    // So many checks for the account already in flight here that it is under attack whatever its stored failures:
    // refused before any database work too, so a burst of guesses costs the owner's queries nothing to wait behind.
    if (ahead >= limitOf(RATE_RULES.loginFailuresPerAccount)) throw accountUnderAttack();
    if (newDeviceGate().waiting() >= NEW_DEVICES_WAITING_AT_MOST) throw serverBusy();
    // Refusals that need no database are decided above, before this wait: a test holding the hash gate sees them.
    leaveGate = await newDeviceGate().enter(0);
    await hitRateLimit(RATE_RULES.loginPerIp, ip);
    // The three failure counters in one query: on the embedded database each query is the event loop's time.
    const [accountAndIp, fromIp, { count: failures }] = await peekRateLimits([
      { rule: RATE_RULES.loginFailuresPerAccountAndIp, subject: pair(email, ip) },
      { rule: RATE_RULES.loginFailuresPerIp, subject: ip },
      { rule: RATE_RULES.loginFailuresPerAccount, subject: email },
    ]);
    refuseWhenFull(RATE_RULES.loginFailuresPerAccountAndIp, accountAndIp);
    refuseWhenFull(RATE_RULES.loginFailuresPerIp, fromIp);
    const underAttack = failures + ahead >= limitOf(RATE_RULES.loginFailuresPerAccount);
    if (underAttack && ahead >= GUESSES_IN_FLIGHT_PER_ACCOUNT) throw accountUnderAttack();
    if (hashGate().waiting() >= NEW_DEVICES_WAITING_AT_MOST) throw serverBusy();
    const priority = underAttack ? HASH_PRIORITY.accountUnderAttack : HASH_PRIORITY.newDevice;
    return { device, trusted: false, deviceFailures, priority, hashQueued: () => leaveGate(), release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Counts a wrong password. A new device's 401 is then held back for the account's back-off (loginDelayMs): a guesser
 * who waits for each answer gets ever slower answers, whatever address it comes from. A known device's typo is
 * answered at once, but counts against that device: past loginFailuresPerDevice it is treated as a new device.
 */
export async function recordLoginFailure(email: string, ip: string, admission: LoginAdmission): Promise<void> {
  // Counted in one statement (lib/security/rate-limit.ts, countHits): the rules share their 15-minute window.
  const [, , { count }] = await countHits([
    { rule: RATE_RULES.loginFailuresPerAccountAndIp, subject: pair(email, ip) },
    { rule: RATE_RULES.loginFailuresPerIp, subject: ip },
    { rule: RATE_RULES.loginFailuresPerAccount, subject: email },
    ...(admission.device ? [{ rule: RATE_RULES.loginFailuresPerDevice, subject: admission.device.id }] : []),
  ]);
  if (admission.trusted) return;
  const delay = loginDelayMs(count - 1);
  if (delay > 0) await sleep(delay);
}

/** The owner got in from this address (and device): their typos for this account are forgiven. */
export async function recordLoginSuccess(email: string, ip: string, admission: LoginAdmission): Promise<void> {
  await clearRateLimit(RATE_RULES.loginFailuresPerAccountAndIp, pair(email, ip));
  if (admission.device && admission.deviceFailures > 0) await clearRateLimit(RATE_RULES.loginFailuresPerDevice, admission.device.id);
}
