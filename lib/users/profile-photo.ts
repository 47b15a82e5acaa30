import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { forgetUserAccess } from '../auth/user-access';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { removeMedia } from '../storage';
import type { ReceivedFile } from '../uploads/receive-file';
import { CACHE_TAGS, invalidate } from '../cache/tags';

const USER_NOT_FOUND = 'User not found.';

/** The upload route checks this before the upload, so an unknown user answers 404 and no orphan file is stored. */
export async function assertUserExists(userId: string): Promise<void> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
}

/** Points the user at a new profile photo the route has stored (checked by its bytes) and removes the one it replaces. */
export async function replaceProfilePhoto(userId: string, file: ReceivedFile): Promise<string> {
  let previous: { image: string | null } | undefined;
  try {
    const db = await getDb();
    // The photo being replaced, removed once the user points at the new one.
    [previous] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).limit(1);
    const updated = await db
      .update(users)
      .set({ image: file.fileName, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    // Deleted while the photo was uploading: drop the file rather than keep an orphan.
    if (updated.length === 0) throw notFound(USER_NOT_FOUND);
  } catch (error) {
    await removeMedia('profile', file.fileName).catch(() => {});
    throw error;
  }
  // Their pages show the new photo at once, everywhere; reviews on the home page show the author's photo.
  forgetUserAccess(userId);
  invalidate(CACHE_TAGS.reviews);
  if (previous?.image) await removeMedia('profile', previous.image).catch(() => {});
  return file.fileName;
}
