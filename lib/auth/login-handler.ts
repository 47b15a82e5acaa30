import 'server-only';
import { withRoute } from '../api/route';
import { ApiError } from '../api/errors';
import { MSG } from '../messages';
import { admitLogin, recordLoginFailure, recordLoginSuccess } from '../security/login-throttle';
import { loginSchema } from '../validation/login';
import type { z } from 'zod';
import { getAuth } from './auth';
import { deviceCookieAfterLogin, knownDeviceFor } from './device-cookie';
import { toIdentity } from './identity';
import { withGiveWayContext } from '../concurrency/give-way';
import { withHashPriority } from './password-hashing';
import type { SessionUser } from './session';

/** Where the login is answered: the route file (app/api/auth/login/route.ts) and the fast path (lib/fast-path/serve-login.ts). */
export const LOGIN_PATH = '/api/auth/login';

// POST /api/auth/login {email, password} → {userId, role, payment, username, email, token} + session cookie, and the
// device cookie that lets this browser's later logins to the account go first (lib/security/login-throttle.ts). The
// per-address limits are applied there, to new devices only. One handler, called by Next through the route file and,
// before Next's routing, by the fast path (docs/architecture.md#passwords).
// Run in a give-way context: a new device's login gives way to the rest of the server between its queries
// (admitLogin, lib/concurrency/give-way.ts).
export const loginHandler = withRoute({ access: 'public', body: loginSchema }, ({ body, request, ip }) =>
  withGiveWayContext(() => login(body, request, ip)),
);

async function login(body: z.infer<typeof loginSchema>, request: Request, ip: string): Promise<Response> {
  const admission = await admitLogin(body.email, ip, knownDeviceFor(request.headers, body.email));
  let response: Response;
  try {
    const auth = await getAuth();
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
}
