import { withRoute } from '@/lib/api/route';
import { listPublicReviews } from '@/lib/reviews/queries';

// GET /api/reviews → every review with its author, newest first.
export const GET = withRoute({ access: 'public' }, () => listPublicReviews());
