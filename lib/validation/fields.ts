import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/constants';
import { COMMON_PASSWORDS } from './common-passwords';
import { MSG } from '../messages';

// One rule per field (docs/product.md#validation-rules), reused by every form and handler that has the field.

const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .min(5, MSG.emailMin)
  .max(40, MSG.emailMax)
  .regex(EMAIL_PATTERN, MSG.emailPattern)
  .transform((value) => value.toLowerCase());

/** The password a user types to log in: only the spec's length rule, never the "common" list. */
export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

/**
 * The one policy for a password being chosen, wherever it is chosen (register, reset, change, admin
 * create, admin set-password): the field's own length rule plus "not one of the most common passwords".
 */
export function withPasswordPolicy<S extends z.ZodString>(field: S) {
  return field.refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), MSG.passwordCommon);
}

/** A password being chosen (register, reset, admin create and set-password). */
export const newPasswordField = withPasswordPolicy(passwordField);

/** First or last name: letters and spaces, 3–30. */
export const nameField = z
  .string({ error: MSG.nameRequired })
  .trim()
  .min(1, MSG.nameRequired)
  .min(3, MSG.nameMin)
  .max(30, MSG.nameMax)
  .regex(/^[A-Za-z ]+$/, MSG.namePattern);

/**
 * Username, 5–30. The spec allows letters, digits, dot and underscore; registration builds the username
 * from "first last", so a space is allowed too or no registered student could save their profile.
 */
export const usernameField = z
  .string({ error: MSG.usernameRequired })
  .trim()
  .min(1, MSG.usernameRequired)
  .min(5, MSG.usernameMin)
  .max(30, MSG.usernameMax)
  .regex(/^[A-Za-z0-9._ ]+$/, MSG.usernamePattern);

/** Registration phone: digits and +, 10–20 characters (the spec's message says 18). */
export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .min(10, MSG.phoneMin)
  .max(20, MSG.phoneMax)
  .regex(/^[0-9+]+$/, MSG.phonePattern);

export const codeField = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, MSG.codeRequired)
  .length(6, MSG.codeLength)
  .regex(/^\d+$/, MSG.codeNumeric);
