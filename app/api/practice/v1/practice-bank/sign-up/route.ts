import { otherMethods } from '@/lib/api/methods';
import { signUp } from '@/lib/practice/exercises/practice-bank/server/accounts';
import { bankRoute } from '@/lib/practice/exercises/practice-bank/server/bank-route';
import { SignUpSchema } from '@/lib/practice/exercises/practice-bank/schemas';

// POST /api/practice/v1/practice-bank/sign-up { name, email } → 201 { message, email, expiresAt, nextCodeAt }: the
// account is opened unverified and a 6-digit code is mailed to the learner's practice inbox
// (docs/practice/practice-bank.md#sign-up).
export const POST = bankRoute(SignUpSchema, async ({ userId, body, bugMode }) => Response.json(await signUp(userId, body, bugMode), { status: 201 }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
