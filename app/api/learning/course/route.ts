import { withRoute } from '@/lib/api/route';
import { listLearningCourses } from '@/lib/learning/queries';
import { otherMethods } from '@/lib/api/methods';

// GET /api/learning/course → [{course_id, course_name}] (docs/product.md#rest-api; the home page uses the first three).
export const GET = withRoute({ access: 'public' }, async () => listLearningCourses());

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
