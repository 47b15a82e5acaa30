import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { parseOrThrow } from '../api/parse-or-throw';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { ads } from '../db/schema';
import { removeMedia } from '../storage';
import { receiveFile, receiveForm, type UploadRules } from '../uploads/receive-file';
import { sniffImageOrVideo } from '../uploads/sniff';
import { AD_MAX_BYTES, AD_MSG, adFieldsSchema, type AdFields } from '../validation/ads';
import type { PublicAd } from './queries';

// Admin writes to ads (SPEC §7 POST/PUT/DELETE /api/ads). The file streams to storage and its type
// (image or video) comes from its verified bytes; the client's `type` field is ignored. Each write
// expires the 'ads' cache tag so the home carousel and GET /api/ads show the change at once.

export const UNKNOWN_AD = 'Ad not found.';

const UPLOAD_RULES: UploadRules = {
  area: 'ads',
  fileField: 'ads',
  maxBytes: AD_MAX_BYTES,
  tooLargeMessage: AD_MSG.mediaTooLarge,
  missingFileMessage: AD_MSG.media,
  badTypeMessage: AD_MSG.mediaType,
  sniff: sniffImageOrVideo,
};

const toWireAd = (row: typeof ads.$inferSelect): PublicAd => ({ id: row.id, title: row.title, type: row.type, media: row.media });

function parseFields(fields: Record<string, string>): AdFields {
  return parseOrThrow(adFieldsSchema, { title: fields.title ?? '' }, { fallback: AD_MSG.title });
}

/** POST /api/ads: multipart title + ads (file). The title is checked after the file; a refused ad leaves no file. */
export async function createAd(request: Request): Promise<PublicAd> {
  const file = await receiveFile(request, UPLOAD_RULES);
  try {
    const fields = parseFields(file.fields);
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
export async function updateAd(id: number, request: Request): Promise<PublicAd> {
  const db = await getDb();
  const [existing] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  if (!existing) throw notFound(UNKNOWN_AD);

  const upload = await receiveForm(request, UPLOAD_RULES);
  if (!upload.file) {
    const fields = parseFields(upload.fields);
    const [updated] = await db.update(ads).set({ title: fields.title, updatedAt: new Date() }).where(eq(ads.id, id)).returning();
    if (!updated) throw notFound(UNKNOWN_AD);
    invalidate(CACHE_TAGS.ads);
    return toWireAd(updated);
  }

  const file = upload.file;
  let updated: typeof ads.$inferSelect | undefined;
  try {
    const fields = parseFields(upload.fields);
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
