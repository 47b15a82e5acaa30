import { z } from 'zod';

export interface CourseOption {
  id: number;
  name: string;
}

const courseListSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** GET /api/courses's body as the courses a newcomer can choose, or null when it is not that list. */
export function parseCourseOptions(body: unknown): CourseOption[] | null {
  const parsed = courseListSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export const COURSES_FAILED_MESSAGE = 'The course list could not be loaded. Please check your connection and try again.';
