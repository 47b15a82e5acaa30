import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/constants';
import { MSG } from './messages';

// One rule per field (SPEC §5), reused by every form and handler that has the field.

const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .min(5, MSG.emailMin)
  .max(40, MSG.emailMax)
  .regex(EMAIL_PATTERN, MSG.emailPattern)
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);
