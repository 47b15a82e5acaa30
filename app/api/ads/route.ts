import { withRoute } from '@/lib/api/route';
import { createAd } from '@/lib/ads/mutations';
import { listAds } from '@/lib/ads/queries';
import { otherMethods } from '@/lib/api/methods';

// GET /api/ads → [{id, title, type, media}], newest first.
export const GET = withRoute({ access: 'public' }, () => listAds());

// POST /api/ads multipart {title, ads (file), type (ignored)} (admin) → {success, id, title, type, media}.
// The type is read from the file's bytes; images and videos up to 50 MB.
export const POST = withRoute({ access: 'admin' }, async ({ request }) => ({ success: true, ...(await createAd(request)) }));

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
