// PostgreSQL's SQLSTATE for a row that breaks a unique constraint, as both drivers report it: on the error itself or on
// one of its causes (Drizzle wraps the driver's error).
const UNIQUE_VIOLATION = '23505';

/** Whether `error`, or an error it was caused by, is a unique constraint's refusal: the caller's 409, not a 500. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
