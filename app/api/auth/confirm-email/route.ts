import { withRoute } from '@/lib/api/route';
import { getAuth } from '@/lib/auth/auth';
import { codeError } from '@/lib/auth/auth-errors';
import { checkCodeWithinBudget } from '@/lib/auth/code-guard';
import { confirmOwnEmailChange, hasPendingEmailChange } from '@/lib/users/email-change';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { confirmEmailSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/confirm-email {email, code}: marks the e-mail verified; the code is used up. For a
// signed-in user who asked to move to `email`, the code completes that change instead.
export const POST = withRoute(
  { access: 'public', body: confirmEmailSchema, rateLimit: RATE_RULES.codeCheckPerIp },
  async ({ body, session, request }) => {
    const movingTo = session && session.user.email.toLowerCase() !== body.email.toLowerCase();
    if (movingTo && (await hasPendingEmailChange(session.user.id, body.email))) {
      const who = { userId: session.user.id, sessionId: session.sessionId, oldEmail: session.user.email };
      await confirmOwnEmailChange(request.headers, who, body.email, body.code);
      return { success: true, message: MSG.verified };
    }
    const auth = await getAuth();
    // Within the account's daily budget of wrong codes (lib/auth/code-guard.ts).
    await checkCodeWithinBudget(body.email, async () => {
      try {
        await auth.api.verifyEmailOTP({ body: { email: body.email, otp: body.code } });
      } catch (error) {
        codeError(error, MSG.wrongCode);
      }
    });
    return { success: true, message: MSG.verified };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
