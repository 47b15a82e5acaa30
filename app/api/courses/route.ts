import { withRoute } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import { listCoursesForRegistration } from '@/lib/courses/queries';
import { otherMethods } from '@/lib/api/methods';

// GET /api/courses → [{id, name}] for the registration form.
export const GET = withRoute({ access: 'public' }, async () => listCoursesForRegistration(await getDb()));

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
