import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { classProgressTable } from '@/lib/progress/class-table';
import { trainerQueryOf } from '@/lib/progress/trainer-query';

// GET /api/trainer/progress?course=&q=&certificate=&inactive=&joined=&sort=&dir=&page= (admin) → { course, courses,
// batches, rows, total, page, pages, pageSize }: every student's progress in one course or (no course) all of them,
// filtered, sorted and paged on the server (docs/product.md#trainers-view).
export const GET = withRoute({ access: 'admin' }, async ({ request }) => classProgressTable(trainerQueryOf(request)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
