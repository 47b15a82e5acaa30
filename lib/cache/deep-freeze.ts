/**
 * Freezes a value and everything it holds. Cached reads hand the same object to every caller, so a
 * caller that sorted or edited it in place would change what the next visitor sees; frozen, such a
 * mistake throws (modules run in strict mode) instead of corrupting the cache.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
