import { withRoute } from '@/lib/api/route';
import { assertAdExists, deleteAd, updateAd } from '@/lib/ads/mutations';
import { AD_UPLOAD_RULES } from '@/lib/ads/upload-rules';
import { mediaResponse } from '@/lib/storage/serve';
import { adIdParam, adMediaParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// One folder serves GET /api/ads/{media file} (docs/product.md#rest-api) and
// PUT/DELETE /api/ads/{id}; Next allows one dynamic name per folder, so the segment is "id".

// Ads are public. Names are server-generated UUIDs, and an edited ad must store its new file under a
// new name, so the bytes behind a name never change and can be cached forever. Unsafe names answer 404.
export const GET = withRoute({ access: 'public', params: adMediaParam }, ({ params, request }) =>
  mediaResponse('ads', params.id, request, 'public, max-age=31536000, immutable'),
);

// PUT /api/ads/{id} multipart {title, ads (optional file), type (ignored)} (admin) → {success, id, title, type, media}.
// An unknown ad answers 404 before the upload, so it stores nothing.
export const PUT = withRoute(
  {
    access: 'admin',
    params: adIdParam,
    upload: { rules: AD_UPLOAD_RULES, fileOptional: true, beforeUpload: ({ params }) => assertAdExists(params.id) },
  },
  async ({ params, upload }) => ({ success: true, ...(await updateAd(params.id, upload)) }),
);

// DELETE /api/ads/{id} (admin): removes the ad and its file.
export const DELETE = withRoute({ access: 'admin', params: adIdParam }, async ({ params }) => {
  await deleteAd(params.id);
  return { success: true };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
