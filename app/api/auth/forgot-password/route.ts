import { withRoute } from '@/lib/api/route';
import { issueCode } from '@/lib/auth/codes';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { hasAccountWithEmail } from '@/lib/users/account-lookups';
import { emailOnlySchema } from '@/lib/validation/account';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/forgot-password {email}: step 1 of the reset. The answer, and its timing, are the same
// whether or not the e-mail has an account: the code is sent in the background.
export const POST = withRoute(
  { access: 'public', body: emailOnlySchema, rateLimit: RATE_RULES.forgotPerIp },
  async ({ body }) => {
    void (async () => {
      if (await hasAccountWithEmail(body.email)) await issueCode(body.email, 'forget-password');
    })().catch((error) => console.error('[forgot-password] the reset code could not be sent', error));
    return { message: 'If an account uses this e-mail, a 6-digit code is on its way to it.' };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
