import { z } from 'zod';
import { LEARNING_CONTENT_MSG } from '../messages';
import { CONTROL_CHARS_MESSAGE, hasMultiLineControlChars, singleLineText } from './text';

// 'New learning course' and 'New chunk' (docs/product.md#admin-learning): the admin learning forms and their API bodies
// (POST /api/learning, PUT /api/learning/course/{id}, POST /api/learning/{course_id}/chunks,
// PUT /api/learning/chunks/{chunkId}) share these schemas.

export const COURSE_TITLE_MAX = 120;
export const CHUNK_TITLE_MAX = 160;
export const CHUNK_ITEM_MAX = 2000;
export const CHUNK_ITEMS_MAX = 200;

/** Why a title is refused that the certificate's fonts cannot print, naming the characters and their code points. */
export function unprintableTitleMessage(characters: string[]): string {
  const named = characters.map((char) => `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
  return `The certificate cannot print ${named.join(', ')}: its fonts cover Latin, Greek, Cyrillic, Hebrew, Arabic, Chinese, Japanese kana and emoji. Remove or replace ${characters.length === 1 ? 'this character' : 'these characters'}.`;
}

/**
 * The course title rule. `unprintable`, given on the server (./learning-admin-printable.ts), lists the characters the
 * certificate's fonts cannot draw; the browser's form, which has no fonts to ask, checks the rest.
 */
export function courseTitleSchemaWith(unprintable?: (title: string) => string[]) {
  return z.object({
    title: singleLineText(LEARNING_CONTENT_MSG.courseTitle)
      .trim()
      .min(1, LEARNING_CONTENT_MSG.courseTitle)
      .max(COURSE_TITLE_MAX, LEARNING_CONTENT_MSG.courseTitleMax)
      .superRefine((title, context) => {
        const missing = unprintable?.(title) ?? [];
        if (missing.length > 0) context.addIssue({ code: 'custom', message: unprintableTitleMessage(missing) });
      }),
  });
}

export const courseTitleSchema = courseTitleSchemaWith();

/** 'a; b;; c' → ['a', 'b', 'c']: the form's semicolon-separated text, or a list, trimmed, blanks dropped. */
export function splitChunkContents(value: string | string[]): string[] {
  return (typeof value === 'string' ? value.split(';') : value).map((item) => item.trim()).filter((item) => item.length > 0);
}

export const chunkSchema = z.object({
  chunk_title: singleLineText(LEARNING_CONTENT_MSG.chunkTitle)
    .trim()
    .min(1, LEARNING_CONTENT_MSG.chunkTitle)
    .max(CHUNK_TITLE_MAX, LEARNING_CONTENT_MSG.chunkTitleMax),
  chunk_contents: z
    .union([z.string(), z.array(z.string())], { error: LEARNING_CONTENT_MSG.chunkContents })
    .transform(splitChunkContents)
    .pipe(
      z
        .array(z.string())
        .min(1, LEARNING_CONTENT_MSG.chunkContents)
        .max(CHUNK_ITEMS_MAX, LEARNING_CONTENT_MSG.chunkContentsMax)
        // Checked on the whole list, not per item: an item's own path ('chunk_contents.3') names no
        // form field, so the form would show nothing under its one contents box.
        .refine((items) => items.every((item) => item.length <= CHUNK_ITEM_MAX), LEARNING_CONTENT_MSG.chunkContentsMax)
        .refine((items) => !items.some(hasMultiLineControlChars), CONTROL_CHARS_MESSAGE),
    ),
});
export type ChunkInput = z.input<typeof chunkSchema>;
export type ChunkValues = z.output<typeof chunkSchema>;
