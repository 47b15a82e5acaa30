import 'server-only';
import { desc } from 'drizzle-orm';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { getDb } from '../db/client';
import { ads } from '../db/schema';

/**
 * An ad in the spec's wire names (docs/product.md#data-model); media is the stored file name, served by GET
 * /api/ads/{media}.
 */
export interface PublicAd {
  id: number;
  title: string;
  type: 'image' | 'video';
  media: string;
}

/** Every ad, newest first (GET /api/ads and the home page's Digital Outreach carousel). */
export const listAds = cachedQuery('ads-list', [CACHE_TAGS.ads], async (): Promise<PublicAd[]> => {
  const db = await getDb();
  return db
    .select({ id: ads.id, title: ads.title, type: ads.type, media: ads.media })
    .from(ads)
    .orderBy(desc(ads.createdAt), desc(ads.id));
});

// Kept here too, so server code can import everything about ads from one place.
export { adMediaUrl } from './media-url';
