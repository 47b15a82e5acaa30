import type { PracticeWriteRoute } from '../../../write-route';

// This exercise's state writes, which the fast path may answer by their own route handlers (docs/architecture.md#practice-lab, "Writes before Next").
export const MOUSE_ACTION_WRITE_ROUTES: readonly PracticeWriteRoute[] = [
  { path: '/api/practice/v1/mouse-action/board/moves', methods: ['POST'], load: () => import('@/app/api/practice/v1/mouse-action/board/moves/route') },
  { path: '/api/practice/v1/mouse-action/board/restore', methods: ['POST'], load: () => import('@/app/api/practice/v1/mouse-action/board/restore/route') },
];
