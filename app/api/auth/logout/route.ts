import { withRoute } from '@/lib/api/route';
import { getAuth } from '@/lib/auth/auth';
import { forgetUserAccess } from '@/lib/auth/user-access';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/logout: ends the session on the server (the old cookie stops working) and clears it.
export const POST = withRoute({ access: 'public' }, async ({ request, session }) => {
  const auth = await getAuth();
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (session) {
    const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
    forgetUserAccess(session.identity.userId);
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  }
  return Response.json({ success: true, message: 'Logged out.' }, { headers });
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
