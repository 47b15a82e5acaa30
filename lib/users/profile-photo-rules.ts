import 'server-only';
import type { UploadRules } from '../uploads/receive-file';
import { sniffImage } from '../uploads/sniff';
import { MSG } from '../messages';
import { PROFILE_PHOTO_MAX_BYTES } from '../validation/photo';

/** POST /api/users/upload-profile/{userId}: one image in the field 'profile'. */
export const PROFILE_PHOTO_RULES: UploadRules = {
  area: 'profile',
  fileField: 'profile',
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  tooLargeMessage: MSG.profilePhoto,
  missingFileMessage: MSG.profilePhoto,
  badTypeMessage: MSG.imageType,
  sniff: sniffImage,
};
