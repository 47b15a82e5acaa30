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

// The priority travels with the request (better-auth calls the hash deep inside signInEmail), with what to do once the
// request's hash is queued. Kept per process like code: the store holds a value only for the duration of one request's call.
interface HashContext {
  priority: HashPriority;
  /** Called when this request's hash or check joins the gate's queue (a login's database work before it is over). */
  queued?: () => void;
}
const hashContext = () => codeDerived('password-hash-priority', () => new AsyncLocalStorage<HashContext>());

/**
 * Runs `work` (e.g. better-auth's sign-in) with every password hash it asks for queued at `priority`; `queued` runs
 * when the first of them joins the queue.
 */
export function withHashPriority<T>(priority: HashPriority, work: () => Promise<T>, queued?: () => void): Promise<T> {
  return hashContext().run({ priority, queued }, work);
}

function gated<T>(scrypt: () => Promise<T>): Promise<T> {
  const context = hashContext().getStore();
  const run = hashGate().run(context?.priority ?? HASH_PRIORITY.ordinary, scrypt);
  context?.queued?.();
  return run;
}

export const passwordHashing = {
  hash: (password: string): Promise<string> => gated(() => scryptRuns.hash(password)),
  verify: ({ hash, password }: { hash: string; password: string }): Promise<boolean> => gated(() => scryptRuns.verify({ hash, password })),
};
