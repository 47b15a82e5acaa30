import { z } from 'zod';

// Course ids are PostgreSQL serials (int4). Anything else in the URL is an unknown course (404),
// checked before any lookup so "abc", "0", "1.5" or "99999999999" never reach the database.
const MAX_SERIAL = 2_147_483_647;

/** The course id in a path segment, or null when it is not a positive integer id. */
export function parseCourseId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_SERIAL ? id : null;
}

/** Route params for /api/learning/course/{id}: a mismatch answers 404 through withRoute. */
export const courseIdParam = z.object({
  id: z.string().transform((segment, ctx) => {
    const id = parseCourseId(segment);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'Unknown course.' });
      return z.NEVER;
    }
    return id;
  }),
});
