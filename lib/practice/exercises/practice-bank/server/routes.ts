import 'server-only';
import type { RouteTable } from '../../../routes/table';
import { PRACTICE_BANK_MSG } from '../messages';
import { CodeCheckSchema, EmailOnlySchema, SignUpSchema } from '../schemas';
import { resendSignUpCode, signUp, verifySignUp } from './accounts';
import { bankRoute } from './bank-route';
import { bankSession, requestSignInCode, signOut, verifySignIn } from './sign-in';

// The Practice Bank's API (docs/practice/practice-bank.md#api): sign-up and sign-in with codes mailed to the
// learner's practice inbox, and the bank's own session. Every route writes the learner's bank.
const BANK = '/api/practice/v1/practice-bank';

export const PRACTICE_BANK_ROUTES: RouteTable = [
  {
    // POST { name, email } → 201 { message, email, expiresAt, nextCodeAt }: the account is opened unverified and a
    // 6-digit code is mailed (docs/practice/practice-bank.md#sign-up).
    path: `${BANK}/sign-up`,
    writesState: true,
    handlers: { POST: bankRoute(SignUpSchema, async ({ userId, body, planted }) => Response.json(await signUp(userId, body, planted), { status: 201 })) },
  },
  {
    // POST { email, code } → 200 { message, account }: the address is verified and the account signed in.
    path: `${BANK}/sign-up/verify`,
    writesState: true,
    handlers: { POST: bankRoute(CodeCheckSchema, ({ userId, body, planted }) => verifySignUp(userId, body, planted)) },
  },
  {
    // POST { email } → 200: a new sign-up code replaces the one before, once the cooldown is over (429
    // RESEND_TOO_SOON before; docs/practice/practice-bank.md#rules).
    path: `${BANK}/sign-up/resend`,
    writesState: true,
    handlers: { POST: bankRoute(EmailOnlySchema, ({ userId, body, planted }) => resendSignUpCode(userId, body.email, planted)) },
  },
  {
    // POST { email } → 200 { message, email, expiresAt, nextCodeAt }: a one-time code is mailed; asking again within
    // the cooldown is 429 RESEND_TOO_SOON (docs/practice/practice-bank.md#sign-in).
    path: `${BANK}/sign-in`,
    writesState: true,
    handlers: { POST: bankRoute(EmailOnlySchema, ({ userId, body, planted }) => requestSignInCode(userId, body.email, planted)) },
  },
  {
    // POST { email, code } → 200 { message, account }: signed in; the code is used up.
    path: `${BANK}/sign-in/verify`,
    writesState: true,
    handlers: { POST: bankRoute(CodeCheckSchema, ({ userId, body, planted }) => verifySignIn(userId, body, planted)) },
  },
  {
    // Who is signed in to the learner's bank. GET → { account: { name, email, verified, createdAt } | null };
    // DELETE → 200 { message }: signed out (nobody signed in is fine too).
    path: `${BANK}/session`,
    readsState: true,
    writesState: true,
    handlers: {
      GET: bankRoute(undefined, ({ userId }) => bankSession(userId)),
      DELETE: bankRoute(undefined, async ({ userId }) => {
        await signOut(userId);
        return { message: PRACTICE_BANK_MSG.signedOut };
      }),
    },
  },
];
