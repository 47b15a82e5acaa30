/**
 * One instance per server process. Next.js bundles instrumentation, the proxy and each route handler
 * separately, so a module-level variable can exist several times in one process; a value kept on
 * globalThis under a registered symbol is shared by all of them.
 *
 * Everything a process remembers between requests (caches, limiters, settings read from the environment, the
 * database handle) lives here, never in a module-level variable: the integration tests share one module graph per
 * worker and start each file by dropping every slot (tests/helpers/process-state.ts), so one file's state never
 * reaches the next. A unit test (tests/unit/process-state-rule.test.ts) refuses module-level `let` and mutated
 * module-level collections anywhere else.
 */
export const PROCESS_STATE_PREFIX = 'qa-academy.';

export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`${PROCESS_STATE_PREFIX}${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return (slots[key] ??= create());
}

/** A settable value per process (a memo that depends on settings or the database), empty until first set. */
export function processSlot<T>(name: string): { value: T | null } {
  return processSingleton(name, () => ({ value: null as T | null }));
}

/**
 * Derived from the code alone (a built document, a loaded font, a zipped kit folder, the certificate PDF's render
 * worker, which holds no request's data between renders): the same in every test file and on every instance, so it
 * is kept for the life of the process and never dropped with the state above.
 */
export function codeDerived<T>(name: string, build: () => T): T {
  const key = Symbol.for(`qa-academy-code.${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return (slots[key] ??= build());
}
