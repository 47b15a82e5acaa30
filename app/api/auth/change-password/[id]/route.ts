import { isAuthApiError } from '@/lib/auth/auth-api-error';
import { ApiError, forbidden } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { getAuth } from '@/lib/auth/auth';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { endAllSessions } from '@/lib/users/end-sessions';
import { MSG } from '@/lib/messages';
import { changePasswordSchema } from '@/lib/validation/account';
import { userIdInIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/change-password/{id} {currentPassword, newPassword}. On success every session of the
// user ends, this one included: the browser is logged out and logs in again with the new password.
export const POST = withRoute(
  { access: 'user', params: userIdInIdParam, body: changePasswordSchema, rateLimit: RATE_RULES.accountChangePerIp },
  async ({ params, body, session, request }) => {
    // Even an admin cannot change someone else's password here: it needs that user's current password.
    if (session.identity.userId !== params.id) throw forbidden();
    const auth = await getAuth();
    try {
      await auth.api.changePassword({
        body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: false },
        headers: request.headers,
      });
    } catch (error) {
      if (isAuthApiError(error) && error.statusCode === 400) {
        const code = (error.body as { code?: string } | undefined)?.code;
        throw new ApiError(400, code === 'INVALID_PASSWORD' ? MSG.currentPasswordWrong : error.message);
      }
      throw error;
    }
    const signOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
    await endAllSessions(params.id);
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of signOut.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return Response.json({ success: true, message: 'Password changed. Please log in with your new password.' }, { headers });
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
