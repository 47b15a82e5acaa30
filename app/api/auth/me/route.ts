import { withRoute } from '@/lib/api/route';

// GET /api/auth/me: the identity of the current session (401 without one). The browser uses it to
// keep its stored identity in step with the server.
export const GET = withRoute({ access: 'user' }, ({ session }) =>
  Response.json(session.identity, { headers: { 'Cache-Control': 'no-store' } }),
);
