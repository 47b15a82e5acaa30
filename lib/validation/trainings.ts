import { z } from 'zod';
import { TRAINING_MSG } from '../messages';
import { singleLineText } from './text';

// Video upload (docs/product.md#admin-videos): content (the title) and the file are both required, video files only. The
// admin form and POST /api/trainings share these rules and messages.

export const TRAINING_TITLE_MAX = 200;

/** The `content` multipart field: the video's title, trimmed. */
export const trainingTitleSchema = singleLineText(TRAINING_MSG.missing)
  .trim()
  .min(1, TRAINING_MSG.missing)
  .max(TRAINING_TITLE_MAX, TRAINING_MSG.titleMax);

/** The upload's text fields (POST /api/trainings multipart). */
export const trainingFieldsSchema = z.object({ content: trainingTitleSchema });

/**
 * Client-side pre-check of the upload form, so a refused form costs no upload. The server checks the
 * title again, and the file by its bytes (a renamed text file still gets its 415).
 */
export function trainingUploadProblem(
  title: string,
  file: { size: number; type: string } | null | undefined,
  maxBytes: number,
): string | null {
  const parsedTitle = trainingTitleSchema.safeParse(title);
  if (!file || file.size === 0) return TRAINING_MSG.missing;
  if (!parsedTitle.success) return parsedTitle.error.issues[0]?.message ?? TRAINING_MSG.missing;
  if (!file.type.startsWith('video/')) return TRAINING_MSG.badType;
  if (file.size > maxBytes) return TRAINING_MSG.tooLarge;
  return null;
}
