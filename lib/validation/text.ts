import { z } from 'zod';

// Text people type never holds C0 control characters, and PostgreSQL refuses NUL in text outright
// (error 22021, a 500 before this rule). Every free-text field refuses them with a clear message:
// single-line fields refuse all of them but tab, multi-line fields also allow newline and CR.

export const CONTROL_CHARS_MESSAGE = 'Remove the control characters (such as NUL) from this text.';

const SINGLE_LINE_FORBIDDEN = /[\u0000-\u0008\u000A-\u001F\u007F]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasSingleLineControlChars = (value: string) => SINGLE_LINE_FORBIDDEN.test(value);
export const hasMultiLineControlChars = (value: string) => MULTI_LINE_FORBIDDEN.test(value);

/** A string schema for one line of text (titles, names): no control characters but tab. */
export function singleLineText(error: string) {
  return z.string({ error }).refine((value) => !hasSingleLineControlChars(value), CONTROL_CHARS_MESSAGE);
}

/** A string schema for multi-line text (reviews, messages, chunk contents): tab, newline and CR allowed. */
export function multiLineText(error: string) {
  return z.string({ error }).refine((value) => !hasMultiLineControlChars(value), CONTROL_CHARS_MESSAGE);
}
