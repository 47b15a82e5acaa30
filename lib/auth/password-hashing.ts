import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { codeDerived } from '../cache/process-singleton';
import { HASH_PRIORITY, hashGate, type HashPriority } from './hash-gate';

// Every password hash and check better-auth runs (lib/auth/auth.ts hands these to it), in one place: a login for an
// unknown address hashes the password it was given, one for a known address checks it, so both cost one scrypt run
// and take the same time (tests/integration/account-replies-same-work.test.ts counts them). Each run waits its turn
// at the process's hash gate (./hash-gate.ts), at the priority the request that asked for it was given.

/** The scrypt runs themselves, as better-auth makes them (kept apart so a test can see which ran, and in what order). */
export const scryptRuns = {
  hash: (password: string): Promise<string> => hashPassword(password),
  verify: (input: { hash: string; password: string }): Promise<boolean> => verifyPassword(input),
};

// The priority travels with the request (better-auth calls the hash deep inside signInEmail). Kept per process like
// code: the store holds a value only for the duration of one request's call.
const priorityContext = () => codeDerived('password-hash-priority', () => new AsyncLocalStorage<HashPriority>());

/** Runs `work` (e.g. better-auth's sign-in) with every password hash it asks for queued at `priority`. */
export function withHashPriority<T>(priority: HashPriority, work: () => Promise<T>): Promise<T> {
  return priorityContext().run(priority, work);
}

const currentPriority = (): HashPriority => priorityContext().getStore() ?? HASH_PRIORITY.ordinary;

export const passwordHashing = {
  hash: (password: string): Promise<string> => hashGate().run(currentPriority(), () => scryptRuns.hash(password)),
  verify: ({ hash, password }: { hash: string; password: string }): Promise<boolean> =>
    hashGate().run(currentPriority(), () => scryptRuns.verify({ hash, password })),
};
