/**
 * One instance per server process. Next.js bundles instrumentation, the proxy and each route handler
 * separately, so a module-level variable can exist several times in one process; a value kept on
 * globalThis under a registered symbol is shared by all of them.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`qa-academy.${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return (slots[key] ??= create());
}
