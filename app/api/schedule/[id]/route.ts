import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { editScheduleBatch } from '@/lib/schedule/mutations';
import { scheduleRowParam } from '@/lib/validation/params';
import { scheduleBatchSchema } from '@/lib/validation/schedule';

// PUT /api/schedule/{id} {the fields POST /api/schedule takes} (admin): edits a batch in place
// (docs/product.md#admin-schedule); the home page and the Google Sheet mirror follow.
export const PUT = withRoute({ access: 'admin', params: scheduleRowParam, body: scheduleBatchSchema }, async ({ params, body }) => {
  await editScheduleBatch(params.id, body);
  return { success: true };
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
