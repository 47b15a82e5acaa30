import { GENERIC_ERROR_CODES, type GenericErrorCode } from '../api/error-codes';

// The codes a task sheet lists (docs/architecture.md#practice-api-error-codes): the exercise's own, then the
// shared ones its API can answer with. Each exercise keeps its own in lib/practice/exercises/{id}/error-codes.ts.

export interface ErrorCodeLine {
  code: string;
  /** When the API answers with it. */
  when: string;
}

/** Every practice API can refuse with these, whatever the exercise. */
const SHARED: readonly GenericErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'METHOD_NOT_ALLOWED', 'RATE_LIMITED'];

export function errorCodeList(own: Record<string, string>, generic: readonly GenericErrorCode[] = []): readonly ErrorCodeLine[] {
  const lines = Object.entries(own).map(([code, when]) => ({ code, when }));
  for (const code of [...generic, ...SHARED]) {
    if (!lines.some((line) => line.code === code)) lines.push({ code, when: GENERIC_ERROR_CODES[code] });
  }
  return lines;
}
