import { withRoute } from '@/lib/api/route';
import { getAuth } from '@/lib/auth/auth';
import { codeError } from '@/lib/auth/auth-errors';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { confirmEmailSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/validation/messages';

// POST /api/auth/confirm-email {email, code}: marks the e-mail verified; the code is used up.
export const POST = withRoute(
  { access: 'public', body: confirmEmailSchema, rateLimit: RATE_RULES.codeCheckPerIp },
  async ({ body }) => {
    const auth = await getAuth();
    try {
      await auth.api.verifyEmailOTP({ body: { email: body.email, otp: body.code } });
    } catch (error) {
      codeError(error, MSG.wrongCode);
    }
    return { success: true, message: MSG.verified };
  },
);
