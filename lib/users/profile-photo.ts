import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { removeMedia } from '../storage';
import { receiveFile } from '../uploads/receive-file';
import { sniffImage } from '../uploads/sniff';
import { MSG } from '../validation/messages';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { PROFILE_PHOTO_MAX_BYTES } from '../validation/photo';

const USER_NOT_FOUND = 'User not found.';

/**
 * Stores a new profile photo (checked by its bytes) and removes the one it replaces. An unknown user
 * answers 404 before anything is stored, so no orphan file is left behind.
 */
export async function replaceProfilePhoto(userId: string, request: Request): Promise<string> {
  const db = await getDb();
  const [previous] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).limit(1);
  if (!previous) throw notFound(USER_NOT_FOUND);
  const file = await receiveFile(request, {
    area: 'profile',
    fileField: 'profile',
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    tooLargeMessage: MSG.profilePhoto,
    missingFileMessage: MSG.profilePhoto,
    badTypeMessage: MSG.imageType,
    sniff: sniffImage,
  });
  const updated = await db
    .update(users)
    .set({ image: file.fileName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .catch(async (error: unknown) => {
      await removeMedia('profile', file.fileName).catch(() => {});
      throw error;
    });
  // Deleted while the photo was uploading: drop the file rather than keep an orphan.
  if (updated.length === 0) {
    await removeMedia('profile', file.fileName).catch(() => {});
    throw notFound(USER_NOT_FOUND);
  }
  // Reviews on the home page show the author's photo.
  invalidate(CACHE_TAGS.reviews);
  if (previous.image) await removeMedia('profile', previous.image).catch(() => {});
  return file.fileName;
}
