import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';

// /api/practice/v1/[exercise]/reset: an exercise's reset, its entry in the lab's route table (lib/practice/routes/lab-routes.ts), which the fast path reads too.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = mountedPracticeRoute('/api/practice/v1/[exercise]/reset');
