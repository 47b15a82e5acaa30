import type { CatalogueCourseOption } from '@/components/admin/schedule/schedule-form-modal';

// A training video's course (docs/product.md#admin-videos): a course of the catalogue, or "All courses" (no course),
// as the upload form and each video's card offer it. The select's value is the course id, '' for all courses.

export type { CatalogueCourseOption };

export const ALL_COURSES_LABEL = 'All courses';

export function courseOptions(courses: readonly CatalogueCourseOption[]) {
  return [{ value: '', label: ALL_COURSES_LABEL }, ...courses.map((course) => ({ value: String(course.id), label: course.name }))];
}

/** The course's name, "All courses" for none, or that the course is gone from the catalogue. */
export function courseLabel(courses: readonly CatalogueCourseOption[], courseId: number | null): string {
  if (courseId === null) return ALL_COURSES_LABEL;
  return courses.find((course) => course.id === courseId)?.name ?? 'A course no longer in the catalogue';
}
