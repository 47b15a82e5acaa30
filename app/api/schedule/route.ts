import { withRoute } from '@/lib/api/route';
import { addScheduleBatch, deleteScheduleRow } from '@/lib/schedule/mutations';
import { listSchedule } from '@/lib/schedule/queries';
import { scheduleBatchSchema, scheduleDeleteSchema } from '@/lib/validation/schedule';
import { otherMethods } from '@/lib/api/methods';

// GET /api/schedule → {data: [rows]}: the same envelope the spec's spreadsheet service answers
// (docs/product.md#rest-api).
export const GET = withRoute({ access: 'public' }, async () => ({ data: await listSchedule() }));

// POST /api/schedule {a schedule row with catalogue_course_id in place of its Project Name, docs/product.md#admin-schedule}
// (admin): adds a batch of that catalogue course; the home page shows it at once.
export const POST = withRoute({ access: 'admin', body: scheduleBatchSchema }, async ({ body }) => ({
  success: true,
  id: await addScheduleBatch(body),
}));

// DELETE /api/schedule {course_id} (admin): removes a batch.
export const DELETE = withRoute({ access: 'admin', body: scheduleDeleteSchema }, async ({ body }) => {
  await deleteScheduleRow(body.course_id);
  return { success: true };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { PUT, PATCH, OPTIONS } = otherMethods({ GET, POST, DELETE });
