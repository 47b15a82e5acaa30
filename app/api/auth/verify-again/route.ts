import { withRoute } from '@/lib/api/route';
import { afterReply, sendRequestedCode } from '@/lib/auth/code-guard';
import { isUnverifiedEmail } from '@/lib/users/account-lookups';
import { hasPendingEmailChange, sendEmailChangeCode } from '@/lib/users/email-change';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { emailOnlySchema } from '@/lib/validation/account';
import { otherMethods } from '@/lib/api/methods';

const SENT = 'A new verification code has been sent to your e-mail.';

// POST /api/auth/verify-again {email}: a fresh code; earlier codes stop working. Unknown, verified and
// unverified addresses all get the same answer in the same time (the lookup and the mail come after the
// reply), so this cannot be used to learn whether an address has an account or has verified it; only an
// unverified account is actually sent a code, within its hourly cap.
export const POST = withRoute(
  { access: 'public', body: emailOnlySchema, rateLimit: RATE_RULES.resendPerIp },
  async ({ body, session, request }) => {
    // A signed-in user waiting to move to this address gets a fresh code for that change.
    if (session && (await hasPendingEmailChange(session.user.id, body.email))) {
      await sendEmailChangeCode(request.headers, body.email);
      return { message: SENT };
    }
    afterReply('verify-again', async () => {
      if (await isUnverifiedEmail(body.email)) await sendRequestedCode(body.email, 'email-verification');
    });
    return { message: SENT };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
