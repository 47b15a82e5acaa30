import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { trainingVideos } from '../db/schema';
import { markCancelled } from './cancel-marks';
import { deleteTrainingVideo } from './mutations';

// A cancelled training-video upload keeps nothing (docs/product.md#admin-videos), even when the cancel comes after the
// server had the whole body: the browser names the upload by a key it made (`upload_key`), and Cancel both aborts the
// request and sends DELETE /api/trainings/uploads/{key}. Whichever of the two finishes last undoes the store:
// - the cancel marks the key first, then removes a video stored under it (here);
// - the upload stores its video under the key first, then looks for the mark and removes it again (./mutations.ts).
// Each writes before it reads, so whatever the order, on whatever instances, one of them sees the other's row.

/** DELETE /api/trainings/uploads/{key}: marks the upload cancelled and removes its video if it was stored already. */
export async function cancelUpload(key: string): Promise<void> {
  await markCancelled(key);
  const db = await getDb();
  const [stored] = await db.select({ id: trainingVideos.id }).from(trainingVideos).where(eq(trainingVideos.uploadKey, key));
  // The upload, finishing at this moment, may have removed it first: gone either way.
  if (stored) await deleteTrainingVideo(stored.id).catch(() => {});
}
