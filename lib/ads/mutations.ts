import 'server-only';
import { eq } from 'drizzle-orm';
import { AD_MSG } from '../messages';
import { notFound } from '../api/errors';
import { parseOrThrow } from '../api/parse-or-throw';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { ads } from '../db/schema';
import { removeMedia } from '../storage';
import type { ReceivedFile, ReceivedForm } from '../uploads/receive-file';
import { adFieldsSchema, type AdFields } from '../validation/ads';
import type { PublicAd } from './queries';

// Admin writes to ads (POST/PUT/DELETE /api/ads, docs/product.md#rest-api). The route streams the file to
// storage (AD_UPLOAD_RULES, lib/ads/upload-rules.ts) and its type (image or video) comes from its verified
// bytes; the client's `type` field is ignored. A stored file a write refuses is removed again. Each write
// expires the 'ads' cache tag so the home carousel and GET /api/ads show the change at once.

export const UNKNOWN_AD = 'Ad not found.';

const toWireAd = (row: typeof ads.$inferSelect): PublicAd => ({ id: row.id, title: row.title, type: row.type, media: row.media });

function parseFields(fields: Record<string, string>): AdFields {
  return parseOrThrow(adFieldsSchema, { title: fields.title ?? '' }, { fallback: AD_MSG.title });
}

/** PUT /api/ads/{id} checks this before the upload, so an unknown ad stores nothing (404). */
export async function assertAdExists(id: number): Promise<void> {
  const db = await getDb();
  const [existing] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id)).limit(1);
  if (!existing) throw notFound(UNKNOWN_AD);
}

/** POST /api/ads: multipart title + ads (file). The title is checked after the file; a refused ad leaves no file. */
export async function createAd({ file, fields: form }: { file: ReceivedFile; fields: ReceivedForm['fields'] }): Promise<PublicAd> {
  try {
    const fields = parseFields(form);
    const db = await getDb();
    const [created] = await db
      .insert(ads)
      .values({ title: fields.title, type: file.type.kind, media: file.fileName, mimeType: file.type.mime })
      .returning();
    invalidate(CACHE_TAGS.ads);
    return toWireAd(created);
  } catch (error) {
    await removeMedia('ads', file.fileName).catch(() => {});
    throw error;
  }
}

/**
 * PUT /api/ads/{id}: title required, file optional. Without a file the media stays; a new file is
 * stored under a new name (names are cached as immutable) and the old file is removed.
 */
export async function updateAd(id: number, upload: ReceivedForm): Promise<PublicAd> {
  if (!upload.file) {
    const fields = parseFields(upload.fields);
    const db = await getDb();
    const [updated] = await db.update(ads).set({ title: fields.title, updatedAt: new Date() }).where(eq(ads.id, id)).returning();
    if (!updated) throw notFound(UNKNOWN_AD);
    invalidate(CACHE_TAGS.ads);
    return toWireAd(updated);
  }

  const file = upload.file;
  let existing: typeof ads.$inferSelect | undefined;
  let updated: typeof ads.$inferSelect | undefined;
  try {
    const fields = parseFields(upload.fields);
    const db = await getDb();
    // The file it replaces, removed once the row points at the new one.
    [existing] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
    if (!existing) throw notFound(UNKNOWN_AD);
    [updated] = await db
      .update(ads)
      .set({ title: fields.title, type: file.type.kind, media: file.fileName, mimeType: file.type.mime, updatedAt: new Date() })
      .where(eq(ads.id, id))
      .returning();
    if (!updated) throw notFound(UNKNOWN_AD);
  } catch (error) {
    await removeMedia('ads', file.fileName).catch(() => {});
    throw error;
  }
  invalidate(CACHE_TAGS.ads);
  if (existing.media !== file.fileName) await removeMedia('ads', existing.media).catch(() => {});
  return toWireAd(updated);
}

/** DELETE /api/ads/{id}: removes the row and its file. */
export async function deleteAd(id: number): Promise<void> {
  const db = await getDb();
  const [deleted] = await db.delete(ads).where(eq(ads.id, id)).returning();
  if (!deleted) throw notFound(UNKNOWN_AD);
  invalidate(CACHE_TAGS.ads);
  await removeMedia('ads', deleted.media).catch(() => {});
}
