import { withRoute } from '@/lib/api/route';
import { createAd } from '@/lib/ads/mutations';
import { AD_UPLOAD_RULES } from '@/lib/ads/upload-rules';
import { listAds } from '@/lib/ads/queries';
import { otherMethods } from '@/lib/api/methods';

// GET /api/ads → [{id, title, type, media}], newest first.
export const GET = withRoute({ access: 'public' }, () => listAds());

// POST /api/ads multipart {title, ads (file), type (ignored)} (admin) → {success, id, title, type, media}.
// The type is read from the file's bytes; images and videos up to 50 MB.
export const POST = withRoute({ access: 'admin', upload: { rules: AD_UPLOAD_RULES } }, async ({ upload }) => ({
  success: true,
  ...(await createAd(upload)),
}));

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
