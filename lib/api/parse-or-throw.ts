import type { z } from 'zod';
import { badRequest } from './errors';
import { fieldErrors } from './zod-errors';

export interface ParseMessages {
  /** The reply's message in place of the first field's (the field errors still say what is wrong). */
  message?: string;
  /** The reply's message when no issue names a field message; 'Invalid input.' unless given. */
  fallback?: string;
}

/**
 * zod → 400: the parsed value, or an ApiError 400 `{ message, errors }` with the first message per field,
 * the shape forms show under each field. Used for JSON bodies (withRoute) and multipart text fields.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, messages: ParseMessages = {}): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw badRequest(messages.message ?? Object.values(errors)[0] ?? messages.fallback ?? 'Invalid input.', errors);
}
