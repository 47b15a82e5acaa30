import { withRoute } from '@/lib/api/route';
import { afterReply, sendRequestedCode } from '@/lib/auth/code-guard';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { hasAccountWithEmail } from '@/lib/users/account-lookups';
import { emailOnlySchema } from '@/lib/validation/account';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/forgot-password {email}: step 1 of the reset. The answer, and its timing, are the same
// whether or not the e-mail has an account: the lookup and the code (within the account's hourly cap) come
// after the reply.
export const POST = withRoute(
  { access: 'public', body: emailOnlySchema, rateLimit: RATE_RULES.forgotPerIp },
  async ({ body }) => {
    afterReply('forgot-password', async () => {
      if (await hasAccountWithEmail(body.email)) await sendRequestedCode(body.email, 'forget-password');
    });
    return { message: 'If an account uses this e-mail, a 6-digit code is on its way to it.' };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
