import { BUG_HUNT_MSG, MSG } from '../messages';

// Profile photo (docs/product.md#profile): a file is required, at most 4 MB, images only.
export const PROFILE_PHOTO_MAX_BYTES = 4194304;

/** Client-side pre-check of the chosen file; the server checks the real bytes again. */
export function profilePhotoProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0 || file.size > PROFILE_PHOTO_MAX_BYTES) return MSG.profilePhoto;
  if (!file.type.startsWith('image/')) return MSG.imageType;
  return null;
}

/** A defect report's screenshot (docs/product.md#bug-hunt): the profile photo's rules, with the bug hunt's words. */
export function screenshotProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0 || file.size > PROFILE_PHOTO_MAX_BYTES) return BUG_HUNT_MSG.screenshot;
  if (!file.type.startsWith('image/')) return BUG_HUNT_MSG.screenshotType;
  return null;
}
