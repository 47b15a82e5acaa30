import { MSG } from '../messages';

// Profile photo (docs/product.md#profile): a file is required, at most 4 MB, images only.
export const PROFILE_PHOTO_MAX_BYTES = 4194304;

/** Client-side pre-check of the chosen file; the server checks the real bytes again. */
export function profilePhotoProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0 || file.size > PROFILE_PHOTO_MAX_BYTES) return MSG.profilePhoto;
  if (!file.type.startsWith('image/')) return MSG.imageType;
  return null;
}
