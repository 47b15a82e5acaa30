import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { findUserProfile } from '@/lib/users/profile';
import { updateProfile } from '@/lib/users/update-profile';
import { updateProfileSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';
import { userIdInIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// PUT /api/users/update-profile/{id} {username, email, currentPassword?} → {emailChanged, message, user}.
// Users changing their own e-mail send their current password; the switch waits for the code.
export const PUT = withRoute(
  { access: 'user', params: userIdInIdParam, body: updateProfileSchema, rateLimit: RATE_RULES.accountChangePerIp },
  async ({ params, body, session, request }) => {
    assertSelfOrAdmin(session, params.id);
    const { emailChanged, pending } = await updateProfile(session, request.headers, params.id, body);
    return {
      emailChanged,
      message: pending
        ? MSG.emailChangePending
        : emailChanged
          ? 'Profile updated. We sent a 6-digit code to the new e-mail: it stays unverified until the code is entered.'
          : MSG.profileUpdated,
      user: await findUserProfile(params.id),
    };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
