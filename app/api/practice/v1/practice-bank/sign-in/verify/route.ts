import { otherMethods } from '@/lib/api/methods';
import { bankRoute } from '@/lib/practice/exercises/practice-bank/server/bank-route';
import { verifySignIn } from '@/lib/practice/exercises/practice-bank/server/sign-in';
import { CodeCheckSchema } from '@/lib/practice/exercises/practice-bank/schemas';

// POST /api/practice/v1/practice-bank/sign-in/verify { email, code } → 200 { message, account }: signed in; the code
// is used up (docs/practice/practice-bank.md#sign-in).
export const POST = bankRoute(CodeCheckSchema, ({ userId, body, bugMode }) => verifySignIn(userId, body, bugMode));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
