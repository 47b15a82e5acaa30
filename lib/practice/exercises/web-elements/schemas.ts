import { z } from 'zod';
import { serialId } from '@/lib/validation/params';
import { isPracticeStatusCode } from './media';
import { FEED_TOTAL } from './timings';

// Path and query schemas of the exercise's API (/api/practice/v1/web-elements/…, server/routes.ts). A path that does
// not fit answers 404 (withRoute); a bad query answers 400 with the message below.

/** GET/DELETE /files/{id}: the file's serial id. */
export const practiceFileParam = z.object({ id: serialId });

/** GET /images/{name}: a plain file name; names the image table does not have answer 404 in the handler. */
export const practiceImageParam = z.object({ name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,40}\.(?:svg|png|jpg)$/) });

/** GET /status/{code}: one of the practice status codes (lib/practice/exercises/web-elements/media.ts). */
export const practiceStatusParam = z.object({
  code: z
    .string()
    .regex(/^\d{3}$/)
    .transform(Number)
    .refine(isPracticeStatusCode),
});

export const WEB_ELEMENTS_FEED_MSG = { offset: `offset must be a whole number from 0 to ${FEED_TOTAL - 1}.` } as const;

/** GET /feed?offset=N (no offset: the first batch). */
export const feedQuery = z.object({
  offset: z
    .string()
    .default('0')
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, WEB_ELEMENTS_FEED_MSG.offset)
        .transform(Number)
        .refine((n) => n < FEED_TOTAL, WEB_ELEMENTS_FEED_MSG.offset),
    ),
});
