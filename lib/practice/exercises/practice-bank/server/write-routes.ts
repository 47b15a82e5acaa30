import type { PracticeWriteRoute } from '../../../write-route';

// This exercise's state writes, which the fast path may answer by their own route handlers (docs/architecture.md#practice-lab, "Writes before Next").
export const PRACTICE_BANK_WRITE_ROUTES: readonly PracticeWriteRoute[] = [
  { path: '/api/practice/v1/practice-bank/sign-up', methods: ['POST'], load: () => import('@/app/api/practice/v1/practice-bank/sign-up/route') },
  { path: '/api/practice/v1/practice-bank/sign-up/verify', methods: ['POST'], load: () => import('@/app/api/practice/v1/practice-bank/sign-up/verify/route') },
  { path: '/api/practice/v1/practice-bank/sign-up/resend', methods: ['POST'], load: () => import('@/app/api/practice/v1/practice-bank/sign-up/resend/route') },
  { path: '/api/practice/v1/practice-bank/sign-in', methods: ['POST'], load: () => import('@/app/api/practice/v1/practice-bank/sign-in/route') },
  { path: '/api/practice/v1/practice-bank/sign-in/verify', methods: ['POST'], load: () => import('@/app/api/practice/v1/practice-bank/sign-in/verify/route') },
  { path: '/api/practice/v1/practice-bank/session', methods: ['DELETE'], load: () => import('@/app/api/practice/v1/practice-bank/session/route') },
];
