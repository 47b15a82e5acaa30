import { notFound } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { courseIdParam } from '@/lib/validation/params';
import { deleteCourse, renameCourse } from '@/lib/learning/mutations';
import { getLearningCourse } from '@/lib/learning/queries';
import { printableCourseTitleSchema } from '@/lib/validation/learning-admin-printable';
import { otherMethods } from '@/lib/api/methods';

const UNKNOWN_COURSE = 'Course not found.';

// GET /api/learning/course/{id} → {course_title, chunks: [{chunk_id, chunk_title, chunk_contents}]}
// (docs/product.md#rest-api).
export const GET = withRoute({ access: 'public', params: courseIdParam }, async ({ params }) => {
  const course = await getLearningCourse(params.id);
  if (!course) throw notFound(UNKNOWN_COURSE);
  return { course_title: course.course_title, chunks: course.chunks };
});

// PUT /api/learning/course/{id} {title} (admin) → {success, course_id, course_name, course_title}.
export const PUT = withRoute({ access: 'admin', params: courseIdParam, body: printableCourseTitleSchema }, async ({ params, body }) => ({
  success: true,
  ...(await renameCourse(params.id, body.title)),
}));

// DELETE /api/learning/course/{id} (admin): removes the course and its chunks.
export const DELETE = withRoute({ access: 'admin', params: courseIdParam }, async ({ params }) => {
  await deleteCourse(params.id);
  return { success: true };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
