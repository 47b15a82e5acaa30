import { overrideVerdict } from '@/lib/practice/bug-hunt/override';
import { VerdictOverrideSchema } from '@/lib/practice/bug-hunt/schemas';
import { defectReportParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// PUT /api/practice/v1/bug-hunt/reports/{id}/verdict { verdict, defectId?, note } (admin) → { success }: a trainer's
// override (docs/product.md#admin-bug-hunt); the learner sees the new verdict with the note.
export const PUT = practiceRoute({ access: 'admin', params: defectReportParam, body: VerdictOverrideSchema }, async ({ params, session, body }) => {
  await overrideVerdict(session.identity.userId, params.id, body);
  return { success: true };
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ PUT });
