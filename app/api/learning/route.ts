import { withRoute } from '@/lib/api/route';
import { addCourse } from '@/lib/learning/mutations';
import { listLearningCoursesWithChunks } from '@/lib/learning/queries';
import { courseTitleSchema } from '@/lib/validation/learning-admin';

// GET /api/learning → {data: [{course_id, course_name, course_title, chunks}]} (SPEC §7).
export const GET = withRoute({ access: 'public' }, async () => ({ data: await listLearningCoursesWithChunks() }));

// POST /api/learning {title} (admin) → {success, course_id, course_name, course_title}: adds a course at the end.
export const POST = withRoute({ access: 'admin', body: courseTitleSchema }, async ({ body }) => ({
  success: true,
  ...(await addCourse(body.title)),
}));
