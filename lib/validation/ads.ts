import { z } from 'zod';
import { serialIdParam } from './learning-admin';

// SPEC §5 Ad: title 'Title is required.'; media 'Media is required !' (an image or a video).
export const AD_MSG = {
  title: 'Title is required.',
  titleMax: 'Title must be at most 160 characters.',
  media: 'Media is required !',
  mediaType: 'Only image or video files are allowed.',
  mediaTooLarge: 'The file is larger than 50 MB.',
} as const;

export const AD_MAX_BYTES = 50 * 1024 * 1024;
export const AD_TITLE_MAX = 160;

/** The multipart text fields of POST/PUT /api/ads; `type` is ignored (the server reads it from the bytes). */
export const adFieldsSchema = z.object({
  title: z.string({ error: AD_MSG.title }).trim().min(1, AD_MSG.title).max(AD_TITLE_MAX, AD_MSG.titleMax),
});
export type AdFields = z.output<typeof adFieldsSchema>;

/** PUT/DELETE /api/ads/{id}: the numeric ad id (the same folder's GET takes a media file name). */
export const adIdParam = serialIdParam('id');
