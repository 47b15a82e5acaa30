import { notFound } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { courseIdParam } from '@/lib/learning/course-id';
import { getLearningCourse } from '@/lib/learning/queries';

const UNKNOWN_COURSE = 'Course not found.';

// GET /api/learning/course/{id} → {course_title, chunks: [{chunk_id, chunk_title, chunk_contents}]} (SPEC §7).
export const GET = withRoute({ access: 'public', params: courseIdParam }, async ({ params }) => {
  const course = await getLearningCourse(params.id);
  if (!course) throw notFound(UNKNOWN_COURSE);
  return { course_title: course.course_title, chunks: course.chunks };
});
