import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { classProgressCsv } from '@/lib/progress/class-csv';
import { classProgressRows } from '@/lib/progress/class-table';
import { trainerQueryOf } from '@/lib/progress/trainer-query';

// GET /api/trainer/progress/export?course=&q=&certificate=&inactive=&joined=&sort=&dir= (admin) → text/csv: every row the same filters
// match, in the same order, not only one page (docs/product.md#trainers-view).
export const GET = withRoute({ access: 'admin' }, async ({ request }) => {
  const { course, rows } = await classProgressRows(trainerQueryOf(request));
  const csv = classProgressCsv(course?.courseName ?? 'All courses', rows);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="learner-progress-${day}.csv"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
