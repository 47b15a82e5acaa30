import { z } from 'zod';
import { AD_MSG } from '../messages';
import { singleLineText } from './text';

// Ad (docs/product.md#admin-ads): title 'Title is required.'; media 'Media is required !' (an image or a video).

export const AD_MAX_BYTES = 50 * 1024 * 1024;
export const AD_TITLE_MAX = 160;

/** The multipart text fields of POST/PUT /api/ads; `type` is ignored (the server reads it from the bytes). */
export const adFieldsSchema = z.object({
  title: singleLineText(AD_MSG.title).trim().min(1, AD_MSG.title).max(AD_TITLE_MAX, AD_MSG.titleMax),
});
export type AdFields = z.output<typeof adFieldsSchema>;

/** What the browser knows of a chosen file before sending it; the server checks the real bytes again. */
export interface ChosenFile {
  size: number;
  type: string;
}

/**
 * The admin form's check of the chosen file, with the server's own messages: required when creating
 * (editing keeps the current media), an image or a video, at most AD_MAX_BYTES. An empty file part
 * counts as no file, as on the server.
 */
export function adMediaProblem(file: ChosenFile | null | undefined, required: boolean): string | null {
  if (!file || file.size === 0) return required ? AD_MSG.media : null;
  if (!/^(image|video)\//i.test(file.type)) return AD_MSG.mediaType;
  if (file.size > AD_MAX_BYTES) return AD_MSG.mediaTooLarge;
  return null;
}

/**
 * The create/edit ad form: the handler's title rule plus the file input's list of chosen files (a FileList in
 * the browser), checked by adMediaProblem. docs/product.md#admin-ads: the mode comes from whether an ad is
 * being edited.
 */
export function adFormSchema<F extends ChosenFile>(mode: 'create' | 'edit') {
  return adFieldsSchema.extend({
    media: z.custom<ArrayLike<F> | null | undefined>().superRefine((files, ctx) => {
      const problem = adMediaProblem(files?.[0], mode === 'create');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}
