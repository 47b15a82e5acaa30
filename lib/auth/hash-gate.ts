import 'server-only';
import os from 'node:os';
import { processSingleton } from '../cache/process-singleton';
import { createPriorityGate, type PriorityGate } from '../concurrency/priority-gate';

/**
 * Who is waiting for a password hash, first served first: a browser that signed in to the account before (its signed
 * device cookie, lib/auth/device-cookie.ts), then everyone else (a new device, a registration, a password change),
 * then a new device's guess for an account under attack (lib/security/login-throttle.ts).
 */
export const HASH_PRIORITY = { knownDevice: 0, ordinary: 1, accountUnderAttack: 2 } as const;
export type HashPriority = (typeof HASH_PRIORITY)[keyof typeof HASH_PRIORITY];

/**
 * scrypt runs on libuv's thread pool (4 threads, shared with file and DNS work) and takes a core for about 0.1 s: 40
 * at once queue first in, first out, and the owner's own check waits behind every guess. At most one run per core is
 * started here; the rest wait in this queue, the highest priority first and in arrival order within one.
 */
export const HASH_RUNS_AT_ONCE = Math.max(1, Math.min(4, os.availableParallelism()));

export type HashGate = PriorityGate;

/** The process's one gate: every password hash and check of this server passes it (lib/auth/password-hashing.ts). */
export const hashGate = (): HashGate => processSingleton('password-hash-gate', () => createPriorityGate(HASH_RUNS_AT_ONCE, Object.keys(HASH_PRIORITY).length));
