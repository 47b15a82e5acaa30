import { and, count, eq } from 'drizzle-orm';
import { bannerPng } from './media/banner-art';
import { isSafeMediaName, mediaExists, newMediaName, removeMedia, writeMedia } from '../../storage';
import { ads } from '../schema';
import type { Db } from '../types';
import { SEED_ADS } from './content';
import { inSeedTransaction } from './lock';

export interface SeedAdsResult {
  ads: number;
  filesRestored: number;
}

/** The Digital Outreach ads with generated banner artwork; only into an empty ads table. */
export async function seedAds(db: Db): Promise<SeedAdsResult> {
  const written: string[] = [];
  let inserted = 0;
  try {
    inserted = await inSeedTransaction(db, async (tx) => {
      const [{ existing }] = await tx.select({ existing: count() }).from(ads);
      if (existing > 0) return 0;

      const rows = [];
      for (const [variant, ad] of SEED_ADS.entries()) {
        const media = newMediaName('png');
        await writeMedia('ads', media, bannerPng(variant));
        written.push(media);
        rows.push({ title: ad.title, type: 'image' as const, media, mimeType: 'image/png' });
      }
      await tx.insert(ads).values(rows);
      return rows.length;
    });
  } catch (error) {
    // No row points at these files any more: do not leave them behind.
    await Promise.all(written.map((media) => removeMedia('ads', media)));
    throw error;
  }
  return { ads: inserted, filesRestored: await restoreMissingBanners(db) };
}

/**
 * Re-creates the artwork of PNG image ads whose file is gone (for example after the uploads folder
 * was deleted), under the same name, so the carousel shows a banner instead of a broken image.
 */
async function restoreMissingBanners(db: Db): Promise<number> {
  const imageAds = await db
    .select({ id: ads.id, title: ads.title, media: ads.media })
    .from(ads)
    .where(and(eq(ads.type, 'image'), eq(ads.mimeType, 'image/png')));

  let restored = 0;
  for (const ad of imageAds) {
    // Names are always server-generated; a row holding anything else is left alone.
    if (!isSafeMediaName(ad.media) || (await mediaExists('ads', ad.media))) continue;
    const seededIndex = SEED_ADS.findIndex((seeded) => seeded.title === ad.title);
    // A seeded ad gets its original artwork back; any other ad a variant of its own.
    const variant = seededIndex >= 0 ? seededIndex : SEED_ADS.length + (ad.id % 9);
    await writeMedia('ads', ad.media, bannerPng(variant));
    restored++;
  }
  return restored;
}
