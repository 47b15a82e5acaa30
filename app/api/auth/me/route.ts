import { withRoute } from '@/lib/api/route';
import { otherMethods } from '@/lib/api/methods';

// GET /api/auth/me: the identity of the current session (401 without one). The browser uses it to
// keep its stored identity in step with the server.
export const GET = withRoute({ access: 'user' }, ({ session }) =>
  Response.json(session.identity, { headers: { 'Cache-Control': 'no-store' } }),
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
