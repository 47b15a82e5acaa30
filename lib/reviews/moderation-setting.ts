import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { siteSettings } from '../db/schema';

// Whether a new review waits for the admin's approval (docs/product.md#admin-reviews). The default (no row) keeps the
// spec's behaviour: a review is on the home page as soon as it is posted, and the admin may hide it afterwards.

const KEY = 'reviews.approve-first';

export interface ReviewModerationSetting {
  /** True: new reviews are 'pending' until approved; false: they are published at once. */
  approveFirst: boolean;
}

export async function readReviewModeration(): Promise<ReviewModerationSetting> {
  const db = await getDb();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY));
  return { approveFirst: row?.value === true };
}

export async function saveReviewModeration(setting: ReviewModerationSetting): Promise<ReviewModerationSetting> {
  const db = await getDb();
  const values = { value: setting.approveFirst, updatedAt: new Date() };
  await db.insert(siteSettings).values({ key: KEY, ...values }).onConflictDoUpdate({ target: siteSettings.key, set: values });
  return setting;
}
