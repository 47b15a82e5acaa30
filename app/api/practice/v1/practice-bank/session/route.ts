import { otherMethods } from '@/lib/api/methods';
import { PRACTICE_BANK_MSG } from '@/lib/practice/exercises/practice-bank/messages';
import { bankRoute } from '@/lib/practice/exercises/practice-bank/server/bank-route';
import { bankSession, signOut } from '@/lib/practice/exercises/practice-bank/server/sign-in';

// The Practice Bank's own session (docs/practice/practice-bank.md#api): who is signed in to the learner's bank.
// GET → { account: { name, email, verified, createdAt } | null }.
export const GET = bankRoute(undefined, ({ userId }) => bankSession(userId));

// DELETE → 200 { message }: signed out (nobody signed in is fine too).
export const DELETE = bankRoute(undefined, async ({ userId }) => {
  await signOut(userId);
  return { message: PRACTICE_BANK_MSG.signedOut };
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
