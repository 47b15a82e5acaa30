import { withRoute } from '@/lib/api/route';
import { ApiError } from '@/lib/api/errors';
import { getAuth } from '@/lib/auth/auth';
import { toIdentity } from '@/lib/auth/identity';
import type { SessionUser } from '@/lib/auth/session';
import { recordLoginFailure, recordLoginSuccess, throttleLoginAttempt } from '@/lib/security/login-throttle';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { loginSchema } from '@/lib/validation/login';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/login {email, password} → {userId, role, payment, username, email, token} + session cookie.
export const POST = withRoute(
  { access: 'public', body: loginSchema, rateLimit: RATE_RULES.loginPerIp },
  async ({ body, request, ip }) => {
    await throttleLoginAttempt(body.email, ip);
    const auth = await getAuth();
    const response = await auth.api.signInEmail({
      body: { email: body.email, password: body.password },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) {
      const status = response.status === 401 || response.status === 400 ? 401 : response.status;
      if (status === 401) await recordLoginFailure(body.email, ip);
      const message = status === 401 ? MSG.invalidLogin : MSG.loginFailed;
      throw new ApiError(status, message);
    }
    await recordLoginSuccess(body.email, ip);
    const data = (await response.json()) as { token: string; user: SessionUser };
    const identity = toIdentity({ ...data.user, username: data.user.name });
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return Response.json({ ...identity, token: data.token }, { headers });
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
