import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { replaceProfilePhoto } from '@/lib/users/profile-photo';
import { userIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// POST /api/users/upload-profile/{userId} (multipart field 'profile') → {data: message, profile: fileName}
export const POST = withRoute(
  { access: 'user', params: userIdParam, rateLimit: RATE_RULES.accountChangePerIp },
  async ({ params, session, request }) => {
    assertSelfOrAdmin(session, params.userId);
    const profile = await replaceProfilePhoto(params.userId, request);
    return { data: 'Profile photo updated successfully', profile };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
