import 'server-only';
import { env } from '../env';
import type { UploadRules } from '../uploads/receive-file';
import { sniffVideo } from '../uploads/sniff';
import { TRAINING_MSG } from '../messages';

/** POST /api/trainings: one video in the field 'trainings'. The size limit is read per request (TRAINING_MAX_BYTES). */
export function trainingUploadRules(): UploadRules {
  return {
    area: 'trainings',
    fileField: 'trainings',
    maxBytes: env().TRAINING_MAX_BYTES,
    tooLargeMessage: TRAINING_MSG.tooLarge,
    missingFileMessage: TRAINING_MSG.missing,
    badTypeMessage: TRAINING_MSG.badType,
    sniff: sniffVideo,
  };
}
