import 'server-only';
import os from 'node:os';
import { processSingleton } from '../cache/process-singleton';
import { createPriorityGate, type PriorityGate } from '../concurrency/priority-gate';

/**
 * Who is waiting for a password hash, first served first: a browser that signed in to the account before (its signed
 * device cookie, lib/auth/device-cookie.ts), then a signed-in user's own checks and new accounts (a password or e-mail
 * change, a reset code, a registration), then a new device's login, then a new device's guess for an account under
 * attack (lib/security/login-throttle.ts). While a known device's login runs, only new devices' logins are held back
 * (holdFrom(newDevice)): a user's own checks never wait for someone else's login.
 */
export const HASH_PRIORITY = { knownDevice: 0, ordinary: 1, newDevice: 2, accountUnderAttack: 3 } as const;
export type HashPriority = (typeof HASH_PRIORITY)[keyof typeof HASH_PRIORITY];

/**
 * scrypt runs on libuv's thread pool (4 threads, shared with file and DNS work) and takes a core for about 0.1 s: 40
 * at once queue first in, first out, and the owner's own check waits behind every guess. At most one run per core is
 * started here (two on a one-core machine, so one can be kept below); the rest wait in this queue, the highest
 * priority first and in arrival order within one.
 */
export const HASH_RUNS_AT_ONCE = Math.max(2, Math.min(4, os.availableParallelism()));

/**
 * Runs only a known device may take. Without it the owner, first in the queue, still waited for a guess's run to end
 * and then shared the cores with the next ones (bench:login-attack: 478 ms against 108 ms idle); with it the owner's
 * check starts at once, and everyone else (new devices, registrations) shares the other runs.
 */
export const HASH_RUNS_KEPT_FOR_KNOWN_DEVICES = 1;

/** Hash runs at once for everything but known devices. */
export const HASH_RUNS_FOR_OTHERS = HASH_RUNS_AT_ONCE - HASH_RUNS_KEPT_FOR_KNOWN_DEVICES;

export type HashGate = PriorityGate;

/** The process's one gate: every password hash and check of this server passes it (lib/auth/password-hashing.ts). */
export const hashGate = (): HashGate =>
  processSingleton('password-hash-gate', () =>
    createPriorityGate(HASH_RUNS_AT_ONCE, Object.keys(HASH_PRIORITY).length, {
      slots: HASH_RUNS_KEPT_FOR_KNOWN_DEVICES,
      forPriorityAtMost: HASH_PRIORITY.knownDevice,
    }),
  );
