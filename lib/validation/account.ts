import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/constants';
import { codeField, emailField, nameField, newPasswordField, passwordField, phoneField, usernameField, withPasswordPolicy } from './fields';
import { MSG } from '../messages';
import { batchIdField } from './enrolment';

const courseIds = z.array(z.coerce.number().int().positive(), { error: MSG.coursesInvalid }).max(20, MSG.coursesInvalid);

/**
 * The register form (docs/product.md#registration). The privacy checkbox is shown but, as the spec says, not
 * enforced.
 */
export const registerFormSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: phoneField,
    selectedCourses: courseIds,
    password: newPasswordField,
    retypePassword: z.string(),
    privacy: z.boolean().optional(),
  })
  .refine((v) => v.password === v.retypePassword, {
    path: ['retypePassword'],
    message: MSG.passwordMismatch,
    // Check the match even while other fields are still wrong, so every message shows at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; retypePassword?: unknown };
      return typeof v.password === 'string' && typeof v.retypePassword === 'string';
    },
  });

/**
 * POST /api/auth/register: the registration payload (docs/product.md#data-model) (username = first + last name;
 * retypePassword is not sent).
 */
export const registerPayloadSchema = z.object({
  username: z
    .string({ error: MSG.nameRequired })
    .trim()
    .min(1, MSG.nameRequired)
    .min(7, MSG.nameMin)
    .max(61, MSG.nameMax)
    .regex(/^[A-Za-z ]+$/, MSG.namePattern),
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
  selectedCourses: courseIds.default([]),
  /** The schedule batch chosen with the home page's Enrol; its course is enrolled with it (lib/enrolments/batch.ts). */
  scheduleId: batchIdField.optional(),
});

export const emailOnlySchema = z.object({ email: emailField });
export const confirmEmailSchema = z.object({ email: emailField, code: codeField });
export const verifyCodeFormSchema = z.object({ code: codeField });

/** Forgot password, step 2 (check the code) and step 3 (set the new password). */
export const resetCodeSchema = z.object({ email: emailField, code: codeField });
export const resetPasswordSchema = z.object({ email: emailField, code: codeField, password: newPasswordField });
export const newPasswordFormSchema = z.object({ password: newPasswordField });

/** Change password: the spec has one message for both fields; the new one follows the password policy. */
const changePasswordPart = z
  .string({ error: MSG.passwordChange })
  .min(PASSWORD_MIN, MSG.passwordChange)
  .max(PASSWORD_MAX, MSG.passwordMax);
export const changePasswordSchema = z.object({ currentPassword: changePasswordPart, newPassword: withPasswordPolicy(changePasswordPart) });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * Edit profile. `currentPassword` is only needed when users change their own e-mail (the handler asks
 * for it then); an admin editing a student's e-mail does not send it. Empty means not given.
 */
export const updateProfileSchema = z.object({
  username: usernameField,
  email: emailField,
  currentPassword: z
    .string()
    .max(PASSWORD_MAX, MSG.passwordMax)
    .optional()
    .transform((value) => value || undefined),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export { passwordField };
