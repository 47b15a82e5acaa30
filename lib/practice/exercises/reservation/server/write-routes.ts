import type { PracticeWriteRoute } from '../../../write-route';
import { bookingRefParam } from '../schemas';

// This exercise's state writes, which the fast path may answer by their own route handlers (docs/architecture.md#practice-lab, "Writes before Next").
export const RESERVATION_WRITE_ROUTES: readonly PracticeWriteRoute[] = [
  { path: '/api/practice/v1/reservation/bookings', methods: ['POST'], load: () => import('@/app/api/practice/v1/reservation/bookings/route') },
  {
    path: '/api/practice/v1/reservation/bookings/[ref]/cancel',
    methods: ['POST'],
    params: bookingRefParam,
    load: () => import('@/app/api/practice/v1/reservation/bookings/[ref]/cancel/route'),
  },
];
