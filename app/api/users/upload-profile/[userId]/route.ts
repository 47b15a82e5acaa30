import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { assertUserExists, replaceProfilePhoto } from '@/lib/users/profile-photo';
import { PROFILE_PHOTO_RULES } from '@/lib/users/profile-photo-rules';
import { userIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// POST /api/users/upload-profile/{userId} (multipart field 'profile') → {data: message, profile: fileName}
// Ownership and the user's existence are checked before the upload: a refused request stores nothing.
export const POST = withRoute(
  {
    access: 'user',
    params: userIdParam,
    rateLimit: RATE_RULES.accountChangePerIp,
    upload: {
      rules: PROFILE_PHOTO_RULES,
      beforeUpload: async ({ params, session }) => {
        assertSelfOrAdmin(session, params.userId);
        await assertUserExists(params.userId);
      },
    },
  },
  async ({ params, upload }) => {
    const profile = await replaceProfilePhoto(params.userId, upload.file);
    return { data: 'Profile photo updated successfully', profile };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
