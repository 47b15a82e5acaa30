import { withRoute } from '@/lib/api/route';
import { listLearningCoursesWithChunks } from '@/lib/learning/queries';

// GET /api/learning → {data: [{course_id, course_name, course_title, chunks}]} (SPEC §7).
export const GET = withRoute({ access: 'public' }, async () => ({ data: await listLearningCoursesWithChunks() }));
