import { withRoute } from '@/lib/api/route';
import { adminSetPassword } from '@/lib/users/admin-students';
import { adminSetPasswordSchema } from '@/lib/validation/admin-students';
import { userIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// POST /api/users/{userId}/password (admin) {newPassword} → {success, message}. The student's sessions end.
export const POST = withRoute({ access: 'admin', params: userIdParam, body: adminSetPasswordSchema }, async ({ params, body }) => {
  await adminSetPassword(params.userId, body.newPassword);
  return { success: true, message: 'Password changed. The student has been logged out everywhere.' };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
