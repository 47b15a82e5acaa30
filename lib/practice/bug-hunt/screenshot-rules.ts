import 'server-only';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import type { UploadRules } from '../../uploads/receive-file';
import { PROFILE_PHOTO_RULES } from '../../users/profile-photo-rules';
import { PRACTICE_AREA } from '../files/stored-bytes';

/**
 * A report's screenshot: the profile photo's rules (4 MB, an image by its bytes, and the pixel bounds every image
 * upload has, docs/architecture.md#pictures) in the practice area, in the multipart field 'screenshot'.
 */
export const SCREENSHOT_RULES: UploadRules = {
  ...PROFILE_PHOTO_RULES,
  area: PRACTICE_AREA,
  fileField: 'screenshot',
  tooLargeMessage: BUG_HUNT_MSG.screenshot,
  missingFileMessage: BUG_HUNT_MSG.screenshot,
  badTypeMessage: BUG_HUNT_MSG.screenshotType,
};
