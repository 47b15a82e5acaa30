import { otherMethods } from '@/lib/api/methods';
import { resendSignUpCode } from '@/lib/practice/exercises/practice-bank/server/accounts';
import { bankRoute } from '@/lib/practice/exercises/practice-bank/server/bank-route';
import { EmailOnlySchema } from '@/lib/practice/exercises/practice-bank/schemas';

// POST /api/practice/v1/practice-bank/sign-up/resend { email } → 200: a new sign-up code replaces the one before,
// once the cooldown is over (429 RESEND_TOO_SOON before; docs/practice/practice-bank.md#rules).
export const POST = bankRoute(EmailOnlySchema, ({ userId, body, bugMode }) => resendSignUpCode(userId, body.email, bugMode));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
