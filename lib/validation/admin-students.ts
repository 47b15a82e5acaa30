import { z } from 'zod';
import { emailField, newPasswordField, phoneField, usernameField } from './fields';
import { MSG } from '../messages';
import { PROFILE_PHOTO_MAX_BYTES } from './photo';

/** The phone is optional for the admin; an empty (or blank) box means "no phone", not a bad one. */
const optionalPhoneField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  phoneField.optional(),
);

/** Admin 'Register Student' (POST /api/users): the photo is uploaded afterwards through upload-profile. */
export const adminCreateStudentSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  phone: optionalPhoneField,
});
export type AdminCreateStudent = z.output<typeof adminCreateStudentSchema>;

/** Admin change-password modal (POST /api/users/{userId}/password). */
export const adminSetPasswordSchema = z.object({ newPassword: newPasswordField });
export type AdminSetPasswordInput = z.input<typeof adminSetPasswordSchema>;

/**
 * The image rule (docs/product.md#admin-students) for the student's photo in 'Register Student' (optional
 * there): under 4 MB, images only. A client-side pre-check; upload-profile checks the real bytes again.
 */
export function studentImageProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return MSG.imageType;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return MSG.imageTooLarge;
  return null;
}
