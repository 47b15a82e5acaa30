import { withRoute } from '@/lib/api/route';
import { listLearningCourses } from '@/lib/learning/queries';

// GET /api/learning/course → [{course_id, course_name}] (SPEC §7; the home page uses the first three).
export const GET = withRoute({ access: 'public' }, async () => listLearningCourses());
