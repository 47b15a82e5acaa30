import { withRoute } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { listCoursesForRegistration } from '@/lib/courses/queries';

// GET /api/courses → [{id, name}] for the registration form.
export const GET = withRoute({ access: 'public' }, async () => listCoursesForRegistration(await getDb()));
