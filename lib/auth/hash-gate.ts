import 'server-only';
import os from 'node:os';
import { processSingleton } from '../cache/process-singleton';

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

export interface HashGate {
  readonly capacity: number;
  /** Runs `work` once a slot is free and no higher-priority (or earlier same-priority) work waits. */
  run<T>(priority: HashPriority, work: () => Promise<T>): Promise<T>;
  running(): number;
  /** Work waiting for a slot: all of it, or one priority's. */
  waiting(priority?: HashPriority): number;
}

function createHashGate(capacity: number): HashGate {
  const queues: Array<Array<() => void>> = [[], [], []];
  let active = 0;
  const startNext = () => {
    while (active < capacity) {
      const next = queues.find((queue) => queue.length > 0)?.shift();
      if (!next) return;
      active++;
      next();
    }
  };
  return {
    capacity,
    run<T>(priority: HashPriority, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queues[priority].push(() => {
          work()
            .then(resolve, reject)
            .finally(() => {
              active--;
              startNext();
            });
        });
        startNext();
      });
    },
    running: () => active,
    waiting: (priority) => (priority === undefined ? queues.reduce((sum, queue) => sum + queue.length, 0) : queues[priority].length),
  };
}

/** The process's one gate: every password hash and check of this server passes it (lib/auth/password-hashing.ts). */
export const hashGate = (): HashGate => processSingleton('password-hash-gate', () => createHashGate(HASH_RUNS_AT_ONCE));
