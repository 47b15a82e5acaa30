import { withRoute } from '@/lib/api/route';
import { listPublicReviews } from '@/lib/reviews/queries';
import { otherMethods } from '@/lib/api/methods';

// GET /api/reviews → every review with its author, newest first.
export const GET = withRoute({ access: 'public' }, () => listPublicReviews());

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
