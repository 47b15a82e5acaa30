import { z } from 'zod';
import { emailField, newPasswordField, phoneField, usernameField } from './fields';

/** Admin 'Register Student' (POST /api/users): the photo is uploaded afterwards through upload-profile. */
export const adminCreateStudentSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  phone: phoneField.optional(),
});
export type AdminCreateStudentInput = z.input<typeof adminCreateStudentSchema>;

/** Admin change-password modal (POST /api/users/{userId}/password). */
export const adminSetPasswordSchema = z.object({ newPassword: newPasswordField });
export type AdminSetPasswordInput = z.input<typeof adminSetPasswordSchema>;
