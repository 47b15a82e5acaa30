import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';

// /api/practice/v1/page-flags: what an exercise page starts from, its entry in the lab's route table
// (lib/practice/routes/lab-routes.ts), which the fast path answers too.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = mountedPracticeRoute('/api/practice/v1/page-flags');
