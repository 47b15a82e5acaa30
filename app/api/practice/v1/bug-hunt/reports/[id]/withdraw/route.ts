import { CreditWithdrawalSchema } from '@/lib/practice/bug-hunt/schemas';
import { withdrawCredit } from '@/lib/practice/bug-hunt/withdraw';
import { defectReportParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// POST /api/practice/v1/bug-hunt/reports/{id}/withdraw { reason } (admin) → { message, revoked }: a trainer takes back
// a credit (docs/product.md#admin-bug-hunt); the certificates it completed are revoked with the reason.
export const POST = practiceRoute({ access: 'admin', params: defectReportParam, body: CreditWithdrawalSchema }, async ({ params, session, body }) =>
  withdrawCredit(session.identity.userId, params.id, body.reason),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ POST });
