import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { getDb } from '@/lib/db/client';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { getUserProfile } from '@/lib/users/profile';
import { updateProfile } from '@/lib/users/update-profile';
import { updateProfileSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/validation/messages';
import { idParam } from '@/lib/validation/params';

// PUT /api/users/update-profile/{id} {username, email} → {emailChanged, message, user}
export const PUT = withRoute(
  { access: 'user', params: idParam, body: updateProfileSchema, rateLimit: RATE_RULES.accountChangePerIp },
  async ({ params, body, session }) => {
    assertSelfOrAdmin(session, params.id);
    const { emailChanged } = await updateProfile(params.id, body);
    return {
      emailChanged,
      message: emailChanged ? 'Profile updated. We sent a 6-digit code to your new e-mail: please verify it.' : MSG.profileUpdated,
      user: await getUserProfile(await getDb(), params.id),
    };
  },
);
