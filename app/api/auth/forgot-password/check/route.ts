import { withRoute } from '@/lib/api/route';
import { getAuth } from '@/lib/auth/auth';
import { codeError } from '@/lib/auth/auth-errors';
import { checkCodeWithinBudget } from '@/lib/auth/code-guard';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { resetCodeSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/forgot-password/check {email, code}: step 2. A wrong code counts as a try; a right one
// stays valid for step 3.
export const POST = withRoute(
  { access: 'public', body: resetCodeSchema, rateLimit: RATE_RULES.codeCheckPerIp },
  async ({ body }) => {
    const auth = await getAuth();
    // Within the account's daily budget of wrong codes (lib/auth/code-guard.ts).
    await checkCodeWithinBudget(body.email, async () => {
      try {
        await auth.api.checkVerificationOTP({ body: { email: body.email, type: 'forget-password', otp: body.code } });
      } catch (error) {
        codeError(error, MSG.wrongCode);
      }
    });
    return { success: true };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
