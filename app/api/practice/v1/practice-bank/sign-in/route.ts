import { otherMethods } from '@/lib/api/methods';
import { bankRoute } from '@/lib/practice/exercises/practice-bank/server/bank-route';
import { requestSignInCode } from '@/lib/practice/exercises/practice-bank/server/sign-in';
import { EmailOnlySchema } from '@/lib/practice/exercises/practice-bank/schemas';

// POST /api/practice/v1/practice-bank/sign-in { email } → 200 { message, email, expiresAt, nextCodeAt }: a one-time
// code is mailed to the learner's practice inbox; asking again within the cooldown is 429 RESEND_TOO_SOON
// (docs/practice/practice-bank.md#sign-in).
export const POST = bankRoute(EmailOnlySchema, ({ userId, body, bugMode }) => requestSignInCode(userId, body.email, bugMode));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
