import type { PracticeWriteRoute } from '../../../write-route';
import { practiceBookParam, practiceBookReviewParams } from '../../../../validation/params';

// This exercise's state writes, which the fast path may answer by their own route handlers (docs/architecture.md#practice-lab, "Writes before Next").
export const BOOK_LIST_WRITE_ROUTES: readonly PracticeWriteRoute[] = [
  { path: '/api/practice/v1/books', methods: ['POST'], load: () => import('@/app/api/practice/v1/books/route') },
  { path: '/api/practice/v1/books/[id]', methods: ['PUT', 'PATCH', 'DELETE'], params: practiceBookParam, load: () => import('@/app/api/practice/v1/books/[id]/route') },
  { path: '/api/practice/v1/books/[id]/reviews', methods: ['POST'], params: practiceBookParam, load: () => import('@/app/api/practice/v1/books/[id]/reviews/route') },
  {
    path: '/api/practice/v1/books/[id]/reviews/[reviewId]',
    methods: ['DELETE'],
    params: practiceBookReviewParams,
    load: () => import('@/app/api/practice/v1/books/[id]/reviews/[reviewId]/route'),
  },
];
