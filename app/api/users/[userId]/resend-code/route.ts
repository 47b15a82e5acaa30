import { withRoute } from '@/lib/api/route';
import { resendVerification } from '@/lib/users/admin-students';
import { userIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// POST /api/users/{userId}/resend-code (admin) → {message}: a fresh verification code is e-mailed.
export const POST = withRoute({ access: 'admin', params: userIdParam }, async ({ params }) => {
  await resendVerification(params.userId);
  return { message: 'A new verification code was sent to the student.' };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
