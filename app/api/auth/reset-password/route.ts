import { withRoute } from '@/lib/api/route';
import { getAuth } from '@/lib/auth/auth';
import { codeError } from '@/lib/auth/auth-errors';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { resetPasswordSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/validation/messages';

// POST /api/auth/reset-password {email, code, password}: step 3. Uses the code up, sets the password and
// ends every session of that user (better-auth's revokeSessionsOnPasswordReset).
export const POST = withRoute(
  { access: 'public', body: resetPasswordSchema, rateLimit: RATE_RULES.codeCheckPerIp },
  async ({ body }) => {
    const auth = await getAuth();
    try {
      await auth.api.resetPasswordEmailOTP({ body: { email: body.email, otp: body.code, password: body.password } });
    } catch (error) {
      codeError(error, MSG.wrongCode);
    }
    return { success: true, message: MSG.resetDone };
  },
);
