import { withRoute } from '@/lib/api/route';
import { mediaResponse } from '@/lib/storage/serve';
import { fileParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// GET /api/profile/{file}: profile photos are public (they appear beside reviews on the home page).
// Names are server-generated UUIDs, so a photo can be cached forever.
export const GET = withRoute({ access: 'public', params: fileParam }, ({ params, request }) =>
  mediaResponse('profile', params.file, request, 'public, max-age=31536000, immutable'),
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
