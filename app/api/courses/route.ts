import { withRoute } from '@/lib/api/route';
import { listCoursesForRegistration } from '@/lib/courses/queries';
import { otherMethods } from '@/lib/api/methods';

// GET /api/courses → [{id, name}] for the registration form.
export const GET = withRoute({ access: 'public' }, () => listCoursesForRegistration());

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
