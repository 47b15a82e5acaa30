import { withRoute } from '@/lib/api/route';
import { listAds } from '@/lib/ads/queries';

// GET /api/ads → [{id, title, type, media}], newest first.
export const GET = withRoute({ access: 'public' }, () => listAds());
