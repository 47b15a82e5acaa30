import { notFound } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { getDb } from '@/lib/db/client';
import { getUserProfile } from '@/lib/users/profile';
import { userIdParam } from '@/lib/validation/params';

// GET /api/users/{userId}: your own user, or anyone's for an admin.
export const GET = withRoute({ access: 'user', params: userIdParam }, async ({ params, session }) => {
  assertSelfOrAdmin(session, params.userId);
  const profile = await getUserProfile(await getDb(), params.userId);
  if (!profile) throw notFound('User not found.');
  return profile;
});
