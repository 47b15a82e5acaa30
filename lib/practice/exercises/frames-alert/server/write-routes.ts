import type { PracticeWriteRoute } from '../../../write-route';

// This exercise's state writes, which the fast path may answer by their own route handlers (docs/architecture.md#practice-lab, "Writes before Next").
export const FRAMES_ALERT_WRITE_ROUTES: readonly PracticeWriteRoute[] = [
  { path: '/api/practice/v1/frames-alert/submissions', methods: ['POST'], load: () => import('@/app/api/practice/v1/frames-alert/submissions/route') },
];
