import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { courseProgress } from '../progress/course-progress';
import { courseFacts, measuresOfClass } from '../progress/measures';

// How far the class is in each course (docs/product.md#admin-dashboard): every student counted once per course, in
// the band their course bar (lib/progress/course-progress.ts, the bar the learner and the class view show) falls in.

export const PROGRESS_BANDS = [
  { key: 'none', label: 'Not started (0%)', min: 0, max: 0 },
  { key: 'started', label: '1–49%', min: 1, max: 49 },
  { key: 'halfway', label: '50–99%', min: 50, max: 99 },
  { key: 'complete', label: 'Complete (100%)', min: 100, max: 100 },
] as const;

export type ProgressBand = (typeof PROGRESS_BANDS)[number]['key'];

export interface CourseDistribution {
  courseId: number;
  courseName: string;
  /** Learners per band, every band present. */
  bands: Record<ProgressBand, number>;
  learners: number;
}

export function bandOf(percent: number): ProgressBand {
  return PROGRESS_BANDS.find((band) => percent >= band.min && percent <= band.max)?.key ?? 'started';
}

export async function readProgressDistribution(): Promise<CourseDistribution[]> {
  const db = await getDb();
  const [facts, measures, students] = await Promise.all([courseFacts(), measuresOfClass(), db.select({ id: users.id }).from(users).where(eq(users.role, 'student'))]);
  return facts.map((course) => {
    const bands: Record<ProgressBand, number> = { none: 0, started: 0, halfway: 0, complete: 0 };
    for (const { id } of students) bands[bandOf(courseProgress(course, measures(id)).percent)] += 1;
    return { courseId: course.courseId, courseName: course.courseName, bands, learners: students.length };
  });
}
