import 'server-only';
import type { UploadRules } from '../uploads/receive-file';
import { AD_MSG } from '../messages';
import { sniffImageOrVideo } from '../uploads/sniff';
import { AD_MAX_BYTES } from '../validation/ads';

/** POST/PUT /api/ads: one image or video in the field 'ads'; its type comes from its bytes, never the client's `type`. */
export const AD_UPLOAD_RULES: UploadRules = {
  area: 'ads',
  fileField: 'ads',
  maxBytes: AD_MAX_BYTES,
  tooLargeMessage: AD_MSG.mediaTooLarge,
  missingFileMessage: AD_MSG.media,
  badTypeMessage: AD_MSG.mediaType,
  sniff: sniffImageOrVideo,
};
