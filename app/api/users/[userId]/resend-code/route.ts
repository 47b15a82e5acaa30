import { withRoute } from '@/lib/api/route';
import { resendVerification } from '@/lib/users/admin-students';
import { userIdParam } from '@/lib/validation/params';

// POST /api/users/{userId}/resend-code (admin) → {message}: a fresh verification code is e-mailed.
export const POST = withRoute({ access: 'admin', params: userIdParam }, async ({ params }) => {
  await resendVerification(params.userId);
  return { message: 'A new verification code was sent to the student.' };
});
