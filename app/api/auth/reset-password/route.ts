import { withRoute } from '@/lib/api/route';
import { getAuth } from '@/lib/auth/auth';
import { codeError } from '@/lib/auth/auth-errors';
import { checkCodeWithinBudget } from '@/lib/auth/code-guard';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { resetPasswordSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/reset-password {email, code, password}: step 3. Uses the code up, sets the password and
// ends every session of that user (better-auth's revokeSessionsOnPasswordReset).
export const POST = withRoute(
  { access: 'public', body: resetPasswordSchema, rateLimit: RATE_RULES.codeCheckPerIp },
  async ({ body }) => {
    const auth = await getAuth();
    // Within the account's daily budget of wrong codes (lib/auth/code-guard.ts).
    await checkCodeWithinBudget(body.email, async () => {
      try {
        await auth.api.resetPasswordEmailOTP({ body: { email: body.email, otp: body.code, password: body.password } });
      } catch (error) {
        codeError(error, MSG.wrongCode);
      }
    });
    return { success: true, message: MSG.resetDone };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
