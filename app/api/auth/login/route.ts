import { withRoute } from '@/lib/api/route';
import { ApiError } from '@/lib/api/errors';
import { getAuth } from '@/lib/auth/auth';
import { toIdentity } from '@/lib/auth/identity';
import type { SessionUser } from '@/lib/auth/session';
import { deviceCookieAfterLogin, knownDeviceFor } from '@/lib/auth/device-cookie';
import { withHashPriority } from '@/lib/auth/password-hashing';
import { admitLogin, recordLoginFailure, recordLoginSuccess } from '@/lib/security/login-throttle';
import { MSG } from '@/lib/messages';
import { loginSchema } from '@/lib/validation/login';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/login {email, password} → {userId, role, payment, username, email, token} + session cookie, and the
// device cookie that lets this browser's later logins to the account go first (lib/security/login-throttle.ts). The
// per-address limits are applied there, to new devices only.
export const POST = withRoute(
  { access: 'public', body: loginSchema },
  async ({ body, request, ip }) => {
    const admission = await admitLogin(body.email, ip, knownDeviceFor(request.headers, body.email));
    const auth = await getAuth();
    let response: Response;
    try {
      response = await withHashPriority(
        admission.priority,
        () => auth.api.signInEmail({ body: { email: body.email, password: body.password }, headers: request.headers, asResponse: true }),
        admission.hashQueued,
      );
    } finally {
      admission.release();
    }
    if (!response.ok) {
      const status = response.status === 401 || response.status === 400 ? 401 : response.status;
      if (status === 401) await recordLoginFailure(body.email, ip, admission);
      const message = status === 401 ? MSG.invalidLogin : MSG.loginFailed;
      throw new ApiError(status, message);
    }
    await recordLoginSuccess(body.email, ip, admission);
    const data = (await response.json()) as { token: string; user: SessionUser };
    const identity = toIdentity({ ...data.user, username: data.user.name });
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    headers.append('Set-Cookie', deviceCookieAfterLogin(request.headers, body.email));
    return Response.json({ ...identity, token: data.token }, { headers });
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
