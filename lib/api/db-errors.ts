import { ApiError } from './errors';

// PostgreSQL (and PGlite) refuse some text outright: 22021 "invalid byte sequence" (a NUL byte in a
// text value) and 22P05 "untranslatable character" (\u0000 in jsonb). The shared zod fields refuse
// such text first; this is the last resort for any value that reaches a query without them, so the
// client gets a 400 that says what is wrong instead of a 500.
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

export const BAD_TEXT_MESSAGE = 'The request contains characters that cannot be stored (such as a NUL byte).';

/** The ApiError a database error stands for, or null when it is not the client's fault. */
export function clientErrorFromDatabase(error: unknown): ApiError | null {
  // Drizzle wraps the driver's error in `cause`; walk a few levels.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_TEXT_CODES.has(code)) return new ApiError(400, BAD_TEXT_MESSAGE, undefined, undefined, 'INVALID_TEXT');
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
