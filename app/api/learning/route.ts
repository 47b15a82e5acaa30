import { withRoute } from '@/lib/api/route';
import { addCourse } from '@/lib/learning/mutations';
import { listLearningCoursesWithChunks } from '@/lib/learning/queries';
import { printableCourseTitleSchema } from '@/lib/validation/learning-admin-printable';
import { otherMethods } from '@/lib/api/methods';

// GET /api/learning → {data: [{course_id, course_name, course_title, chunks}]} (docs/product.md#rest-api).
export const GET = withRoute({ access: 'public' }, async () => ({ data: await listLearningCoursesWithChunks() }));

// POST /api/learning {title} (admin) → {success, course_id, course_name, course_title}: adds a course at the end.
export const POST = withRoute({ access: 'admin', body: printableCourseTitleSchema }, async ({ body }) => ({
  success: true,
  ...(await addCourse(body.title)),
}));

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
