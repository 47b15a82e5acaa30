import { otherMethods } from '@/lib/api/methods';
import { verifySignUp } from '@/lib/practice/exercises/practice-bank/server/accounts';
import { bankRoute } from '@/lib/practice/exercises/practice-bank/server/bank-route';
import { CodeCheckSchema } from '@/lib/practice/exercises/practice-bank/schemas';

// POST /api/practice/v1/practice-bank/sign-up/verify { email, code } → 200 { message, account }: the address is
// verified and the account signed in (docs/practice/practice-bank.md#sign-up).
export const POST = bankRoute(CodeCheckSchema, ({ userId, body, bugMode }) => verifySignUp(userId, body, bugMode));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
