import 'server-only';

// JSON Merge Patch (RFC 7396, section 2): an object patch sets each member it names, null removes one, nested
// objects merge; anything else replaces the target whole. A few lines, so written here rather than taken from a
// package; the result is then checked by the book's own schema like any other body.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [name, value] of Object.entries(patch)) {
    // JSON.parse makes "__proto__" an own member; defining it keeps it an ordinary field the schema refuses.
    if (value === null) delete result[name];
    else Object.defineProperty(result, name, { value: applyMergePatch(result[name], value), enumerable: true, writable: true, configurable: true });
  }
  return result;
}
