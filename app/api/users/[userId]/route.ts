import { notFound } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { deleteStudent } from '@/lib/users/admin-students';
import { findUserProfile } from '@/lib/users/profile';
import { userIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// GET /api/users/{userId}: your own user, or anyone's for an admin.
export const GET = withRoute({ access: 'user', params: userIdParam }, async ({ params, session }) => {
  assertSelfOrAdmin(session, params.userId);
  const profile = await findUserProfile(params.userId);
  if (!profile) throw notFound('User not found.');
  return profile;
});

// DELETE /api/users/{userId} (admin) → {success: true}: the student with their sessions, reviews, photo and practice files.
// Admins (yourself included) cannot be deleted here.
export const DELETE = withRoute({ access: 'admin', params: userIdParam }, async ({ params, session }) => {
  await deleteStudent(params.userId, session.identity.userId);
  return { success: true };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
